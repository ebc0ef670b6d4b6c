import type { PageHead } from '@lapm/contracts';
import { useInsertionEffect } from 'react';
import { headTags, NO_INDEX } from './head';
import { breadcrumbNode, type JsonLd, serializeJsonLd, studioNode } from './jsonld';
import { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { useMissingPage } from './pageStatus';
import { type Site, useSite } from './site';
import { useStudioContact } from './studioContact';

export interface DocumentHeadProps {
  head: PageHead;
  /** Article pages: ISO publication date (Open Graph article time). */
  published?: string;
  /** The page's own structured data; the studio and the breadcrumb are always added. */
  structuredData?: (site: Site) => JsonLd[];
}

/**
 * A page rendered by the server arrives with its head tags in the HTML. React would adopt some of them
 * for its own (the first <title>, <meta> and <link> with the same content) and leave the
 * others: they are removed in the commit that adds the page's head, just before it (an
 * insertion effect of the first child runs before its siblings' tags are placed), so the
 * head is React's own and the browser never paints a page without a title.
 */
const mark = () => ({
  [typeof document === 'undefined' ? PRERENDERED_ATTRIBUTE : PAGE_HEAD_ATTRIBUTE]: '',
});

function DropPrerenderedHead() {
  useInsertionEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
  }, []);
  return null;
}

/**
 * Head of an indexable page: title, meta tags, canonical link and JSON-LD. React 19 moves
 * <title>, <meta> and <link> into <head> and removes them when the page unmounts, so
 * navigating never piles tags up. The JSON-LD stays in the page body, where it is valid.
 */
export function DocumentHead({ head, published, structuredData }: DocumentHeadProps) {
  const site = useSite();
  const contact = useStudioContact();
  const tags = headTags(head, site, { published });
  const data = [studioNode(site, contact), breadcrumbNode(site, head), ...(structuredData?.(site) ?? [])];
  return (
    <>
      <DropPrerenderedHead />
      <title {...mark()}>{tags.title}</title>
      {tags.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} {...mark()} />
      ))}
      <link rel="canonical" href={tags.canonical} {...mark()} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </>
  );
}

/** Head of a screen search engines must not index (login, account, admin): a title and noindex. */
export function NoIndexHead({ title }: { title: string }) {
  return (
    <>
      <DropPrerenderedHead />
      <title {...mark()}>{title}</title>
      <meta name="robots" content={NO_INDEX} {...mark()} />
    </>
  );
}

/** Head of a page that shows nothing found (an unknown address or article): noindex, and a 404. */
export function NotFoundHead({ title }: { title: string }) {
  useMissingPage();
  return <NoIndexHead title={title} />;
}
