/** Marks the tags a page head puts in <head>; the prerender step renames it PRERENDERED_ATTRIBUTE. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
/** Head tags that came with a prerendered page: the browser's first page head removes them. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
