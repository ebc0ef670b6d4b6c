/// <reference path="./assets.d.ts" />
import { type PageHead, studio } from '@lapm/contracts';
import { isPlaceholderSrc } from '@lapm/ui';
import logo from './assets/logo.png';
import { type Site, siteUrl } from './site';

export const INDEX = 'index, follow';
/** Forms and private screens: kept out of results, their links may still be followed. */
export const NO_INDEX = 'noindex, follow';

/** The studio's logo, 200×200 (spec section 9): share image of pages without a photo. */
export const LOGO = { src: logo, alt: `Logo ${studio.name}`, width: 200, height: 200 } as const;

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface ShareImageTag {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface HeadTags {
  title: string;
  canonical: string;
  meta: MetaTag[];
  image: ShareImageTag;
}

/** Spec section 3: at most 15 keywords, empty ones ignored (and the same one never twice). */
export function keywordsOf(head: PageHead): string[] {
  return [...new Set(head.keywords.map((keyword) => keyword.trim()).filter(Boolean))];
}

/**
 * The image a link preview shows: the page's first real photo, else the logo. A generated
 * placeholder (see @lapm/ui) has no file a social network could fetch.
 */
export function shareImageOf(head: PageHead, site: Site): ShareImageTag {
  for (const image of head.images) {
    const src = typeof image === 'string' ? image : image.src;
    if (isPlaceholderSrc(src)) continue;
    return typeof image === 'string'
      ? { url: siteUrl(site, src), alt: head.title }
      : { url: siteUrl(site, src), alt: image.alt, width: image.width, height: image.height };
  }
  return { url: siteUrl(site, LOGO.src), alt: LOGO.alt, width: LOGO.width, height: LOGO.height };
}

/**
 * Everything the <head> of an indexable page says, from its page-head record. The locale
 * (og:locale fr_FR) and lang="fr" are the same on every screen: shell/index.html has them.
 */
export function headTags(head: PageHead, site: Site, options: { published?: string } = {}): HeadTags {
  const canonical = siteUrl(site, head.url);
  const image = shareImageOf(head, site);
  const keywords = keywordsOf(head);
  const large = (image.width ?? 0) >= 600;
  const meta: MetaTag[] = [
    { name: 'description', content: head.description },
    { name: 'author', content: head.author },
    ...(keywords.length > 0 ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { name: 'robots', content: INDEX },
    { property: 'og:type', content: head.type },
    { property: 'og:site_name', content: studio.name },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image.url },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: image.alt },
    ...(head.type === 'article' && options.published
      ? [
          { property: 'article:published_time', content: options.published },
          { property: 'article:author', content: head.author },
        ]
      : []),
    // A small logo is a "summary" card; a photo fills a large one.
    { name: 'twitter:card', content: large ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  return { title: head.title, canonical, meta, image };
}
