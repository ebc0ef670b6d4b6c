import type { PageHead } from '@lapm/contracts';
import { useLayoutEffect } from 'react';
import { headTags, NO_INDEX } from './head';
import { breadcrumbNode, type JsonLd, serializeJsonLd, studioNode } from './jsonld';
import { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { currentSite, type Site } from './site';

export interface DocumentHeadProps {
  head: PageHead;
  /** Article pages: ISO publication date (Open Graph article time). */
  published?: string;
  /** The page's own structured data; the studio and the breadcrumb are always added. */
  structuredData?: (site: Site) => JsonLd[];
}

/**
 * A prerendered page arrives with its head tags in the HTML. React (which renders, not
 * hydrates) does not adopt them: the first page head removes them before the browser
 * paints, in the same frame as it adds its own.
 */
const mark = { [PAGE_HEAD_ATTRIBUTE]: '' };

function useDropPrerenderedHead() {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
  }, []);
}

/**
 * Head of an indexable page: title, meta tags, canonical link and JSON-LD. React 19 moves
 * <title>, <meta> and <link> into <head> and removes them when the page unmounts, so
 * navigating never piles tags up. The JSON-LD stays in the page body, where it is valid.
 */
export function DocumentHead({ head, published, structuredData }: DocumentHeadProps) {
  useDropPrerenderedHead();
  const site = currentSite();
  const tags = headTags(head, site, { published });
  const data = [studioNode(site), breadcrumbNode(site, head), ...(structuredData?.(site) ?? [])];
  return (
    <>
      <title {...mark}>{tags.title}</title>
      {tags.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} {...mark} />
      ))}
      <link rel="canonical" href={tags.canonical} {...mark} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </>
  );
}

/** Head of a screen search engines must not index (login, account, admin): a title and noindex. */
export function NoIndexHead({ title }: { title: string }) {
  useDropPrerenderedHead();
  return (
    <>
      <title {...mark}>{title}</title>
      <meta name="robots" content={NO_INDEX} {...mark} />
    </>
  );
}
