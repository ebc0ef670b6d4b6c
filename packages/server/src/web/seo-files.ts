import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  indexableRoutes,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  type PrerenderedIndex,
  prerenderedIndexSchema,
  privatePathPrefixes,
} from '@lapm/contracts';
import type { Config } from '../config';

/**
 * /sitemap.xml and /robots.txt, generated on request from the route table and the
 * prerender step's pages.json of each remote (articles, their dates, their images): a
 * redeployed blog with a new article is in the sitemap at once, and the URLs follow
 * SITE_URL. Nothing here is written by hand.
 */
export interface SeoFile {
  body: string;
  type: string;
}

function indexOf(config: Config, remote: 'marketing' | 'blog'): PrerenderedIndex | undefined {
  const dir = config.remotes[remote].dir;
  const file = dir && join(dir, PRERENDERED_DIR, PRERENDERED_INDEX);
  if (!file || !existsSync(file)) return undefined;
  return prerenderedIndexSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Public origin: SITE_URL, else the one the pages were prerendered with, else this server. */
function originOf(config: Config, indexes: (PrerenderedIndex | undefined)[]): string {
  return config.siteUrl ?? indexes.find(Boolean)?.origin ?? `http://localhost:${config.port}`;
}

function sitemap(config: Config): string {
  const indexes = [indexOf(config, 'marketing'), indexOf(config, 'blog')];
  const origin = originOf(config, indexes);
  const recorded = new Map(
    indexes.flatMap((index) =>
      (index?.pages ?? []).map((page) => [
        page.path,
        { ...page, images: page.images.map((image) => image.replace(index?.origin ?? '', origin)) },
      ]),
    ),
  );
  // Every indexable route of the table; `/blog/:slug` stands for the articles the blog prerendered.
  const paths = indexableRoutes.flatMap((route) =>
    route.path.includes(':')
      ? [...recorded.keys()].filter((path) => path.startsWith(route.path.split(':')[0] ?? '/'))
      : [route.path],
  );
  const urls = [...new Set(paths)].map((path) => {
    const page = recorded.get(path);
    const lastmod = page?.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    const images = (page?.images ?? [])
      .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
      .join('');
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}${images}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robots(config: Config): string {
  const origin = originOf(config, [indexOf(config, 'marketing'), indexOf(config, 'blog')]);
  return [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function seoFile(config: Config, pathname: string): SeoFile | null {
  if (pathname === '/sitemap.xml') return { body: sitemap(config), type: 'application/xml; charset=utf-8' };
  if (pathname === '/robots.txt') return { body: robots(config), type: 'text/plain; charset=utf-8' };
  return null;
}
