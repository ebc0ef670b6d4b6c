import { indexableRoutes, privatePathPrefixes } from '@lapm/contracts';
import type { PublishedPage } from '../content/page-data';

/**
 * /sitemap.xml and /robots.txt, generated on request from data: the route table's indexable
 * pages, and the items the database publishes under a route with a parameter (the blog's
 * articles), with their dates and images. A new article is in the sitemap as soon as it is
 * published, and the URLs follow SITE_URL. Nothing here is written by hand.
 */
export interface SeoFile {
  body: string;
  type: string;
}

export interface SeoSources {
  /** Public origin, without a trailing slash. */
  origin: string;
  /** The pages of published items (web/published-pages.ts). */
  published: () => Promise<readonly PublishedPage[]>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** What a crawler can fetch of an item's images: absolute http(s) URLs, no data: URIs. */
const fetchable = (images: readonly string[], origin: string) =>
  [...new Set(images.map((src) => new URL(src, `${origin}/`).href))].filter((src) => /^https?:/.test(src));

function urlEntry(page: PublishedPage, origin: string): string {
  const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : '';
  const images = fetchable(page.images, origin)
    .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
    .join('');
  return `  <url><loc>${escapeXml(origin + page.path)}</loc>${lastmod}${images}</url>`;
}

async function sitemap({ origin, published }: SeoSources): Promise<string> {
  const fixed = indexableRoutes
    .filter((route) => !route.path.includes(':'))
    .map((route): PublishedPage => ({ path: route.path, images: [] }));
  const prefixes = indexableRoutes
    .filter((route) => route.path.includes(':'))
    .map((route) => route.path.split(':')[0] ?? '/');
  // Only items under an indexable route with a parameter: nothing private is ever listed.
  const items = (await published()).filter((page) => prefixes.some((prefix) => page.path.startsWith(prefix)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...[...fixed, ...items].map((page) => urlEntry(page, origin)),
    '</urlset>',
    '',
  ].join('\n');
}

function robots({ origin }: SeoSources): string {
  return [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function seoFile(sources: SeoSources, pathname: string): Promise<SeoFile | null> {
  if (pathname === '/sitemap.xml') {
    return { body: await sitemap(sources), type: 'application/xml; charset=utf-8' };
  }
  if (pathname === '/robots.txt') return { body: robots(sources), type: 'text/plain; charset=utf-8' };
  return null;
}
