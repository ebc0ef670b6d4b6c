/** Marks the tags a page head puts in <head>; the server's render renames it PRERENDERED_ATTRIBUTE. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
/** Head tags the server sent with the page: the browser's first page head removes them. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
