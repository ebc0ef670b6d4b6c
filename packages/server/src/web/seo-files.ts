import { sitemapRoutes } from '@lapm/contracts';
import type { PublishedPage } from '../content/page-data';

/**
 * /sitemap.xml and /robots.txt, generated on request from data: the route table's content
 * pages with the images they show, and the items the database publishes under a route with a
 * parameter (the blog's articles), with their dates and images. A new article is in the sitemap
 * as soon as it is published, and the URLs follow SITE_URL. Nothing here is written by hand.
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
  /** The images a page of the route table shows (its HTML as the server renders it). */
  pageImages?: (path: string) => Promise<readonly string[]>;
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

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** An image's largest file: the widest candidate of its `srcset`, else its `src`. */
function largestOf(tag: string): string | undefined {
  const candidates = (attribute(tag, 'srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) || 0 }))
    .filter((candidate) => candidate.url);
  const widest = candidates.sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? attribute(tag, 'src');
}

/**
 * The images of a page's content, as its HTML shows them: each `<img>` inside `<main>` (not the
 * header's logo, on every page), in page order, at its largest.
 */
export function imagesOf(html: string): string[] {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return [];
  return [...html.slice(start, end).matchAll(/<img\s[^>]*>/g)]
    .map((match) => largestOf(match[0]))
    .filter((src): src is string => Boolean(src));
}

async function sitemap({ origin, published, pageImages }: SeoSources): Promise<string> {
  const fixed = await Promise.all(
    sitemapRoutes
      .filter((route) => !route.path.includes(':'))
      .map(
        async (route): Promise<PublishedPage> => ({
          path: route.path,
          images: (await pageImages?.(route.path)) ?? [],
        }),
      ),
  );
  const prefixes = sitemapRoutes
    .filter((route) => route.path.includes(':'))
    .map((route) => route.path.split(':')[0] ?? '/');
  // Only items under an indexable route with a parameter: nothing private is ever listed.
  const items = await Promise.all(
    (await published())
      .filter((page) => prefixes.some((prefix) => page.path.startsWith(prefix)))
      .map(async (page) => ({
        ...page,
        images: [...page.images, ...((await pageImages?.(page.path)) ?? [])],
      })),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...[...fixed, ...items].map((page) => urlEntry(page, origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Nothing is disallowed: the private and secret pages say `noindex` in their answer's header
 * (pages.ts), which a crawler reads only if it may fetch them.
 */
function robots({ origin }: SeoSources): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function seoFile(sources: SeoSources, pathname: string): Promise<SeoFile | null> {
  if (pathname === '/sitemap.xml') {
    return { body: await sitemap(sources), type: 'application/xml; charset=utf-8' };
  }
  if (pathname === '/robots.txt') return { body: robots(sources), type: 'text/plain; charset=utf-8' };
  return null;
}
