import { indexableRoutes, privatePathPrefixes } from '@lapm/contracts';
import type { RenderedPage } from './render';

/**
 * /sitemap.xml and /robots.txt, generated on request from the route table and the server's
 * render of the pages (articles found through the links of the pages that list them, their
 * dates and images read from their heads): a redeployed blog with a new article is in the
 * sitemap at once, and the URLs follow SITE_URL. Nothing here is written by hand.
 */
export interface SeoFile {
  body: string;
  type: string;
}

export interface SeoSources {
  /** Public origin, without a trailing slash. */
  origin: string;
  render: (path: string) => Promise<RenderedPage | null>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const unescapeAttribute = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

interface SitemapEntry {
  path: string;
  lastmod?: string;
  images: string[];
}

/** What a crawler can fetch of a page's images (not the placeholders' data: URIs), and its date. */
function entryOf(path: string, html: string, origin: string): SitemapEntry {
  const share = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const photos = [...main.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const images = [share, ...photos]
    .filter((src): src is string => Boolean(src) && !src?.startsWith('data:'))
    .map((src) => new URL(unescapeAttribute(src), `${origin}/`).href)
    .filter((src) => /^https?:/.test(src));
  const lastmod = /<meta property="article:published_time" content="([^"]+)"/.exec(html)?.[1];
  return { path, images: [...new Set(images)], ...(lastmod && { lastmod }) };
}

async function sitemap({ origin, render }: SeoSources): Promise<string> {
  const fixed = indexableRoutes.filter((route) => !route.path.includes(':'));
  const pages = new Map<string, string>();
  for (const route of fixed) {
    const page = await render(route.path);
    if (page?.status === 200) pages.set(route.path, page.html);
  }
  // `/blog/:slug` stands for the articles the pages link to (the blog's list).
  for (const route of indexableRoutes.filter((entry) => entry.path.includes(':'))) {
    const prefix = route.path.split(':')[0] ?? '/';
    const linked = [...pages.values()].flatMap((html) =>
      [...html.matchAll(/\shref="([^"?#]+)[^"]*"/g)]
        .map((match) => match[1] ?? '')
        .filter((href) => href.startsWith(prefix) && /^[\w-]+$/.test(href.slice(prefix.length))),
    );
    for (const path of new Set(linked)) {
      const page = await render(path);
      if (page?.status === 200) pages.set(path, page.html);
    }
  }
  const urls = [...pages].map(([path, html]) => {
    const page = entryOf(path, html, origin);
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    const images = page.images
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
