import type { SiteContentPage } from './siteContent';

/** The page data key of a page's content (docs/decisions/0008). */
export const siteContentPageData = (page: SiteContentPage) => `site-content:${page}`;

/**
 * The page data key of a page's Google title and description: one a path, as each page's HTML
 * carries its own alone (the document it holds lists that page only).
 */
export const seoPageData = (path: string) => `${siteContentPageData('referencement')}:${path}`;

/**
 * The page data key of a marketing page (docs/decisions/0026): all it reads from the database,
 * its published words, placed photos and Google title, under one key its route's loader fills.
 */
export const marketingPageData = (path: string) => `page:${path}`;
