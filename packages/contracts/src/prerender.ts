// Plain values only (no zod): the shell reads them, and it ships without zod.

/**
 * Prerendered pages (written by packages/seo/scripts/prerender.ts, served by the server):
 * each remote's dist holds the complete HTML of its pages under `prerendered/`, so that
 * redeploying one remote regenerates its pages only; the shell's dist holds the 404 page.
 */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'pages.json';
export const NOT_FOUND_FILE = '404.html';

/**
 * Markers around what belongs to the page in a prerendered file: the page's head tags and
 * stylesheets, and the end of the app's root. The server puts these parts into the
 * current shell's index.html, so a shell redeployed since still loads its own scripts.
 */
/**
 * Text of the comment that starts the root when its content is React's own server markup:
 * the shell hydrates such a page instead of rendering over it.
 */
export const HYDRATABLE_COMMENT = 'hydratable';

export const prerenderMarkers = {
  headStart: '<!--page-head-->',
  headEnd: '<!--/page-head-->',
  rootStart: '<div id="root">',
  rootEnd: '<!--/root-->',
  hydratable: `<!--${HYDRATABLE_COMMENT}-->`,
} as const;

/**
 * Set on <html> by the prerender step only: the shell then publishes `window[SERVER_MARKUP_HOOK]`,
 * which renders the page on screen to React's server markup.
 */
export const PRERENDERING_ATTRIBUTE = 'data-prerendering';
export const SERVER_MARKUP_HOOK = 'lapmServerMarkup';

/** Query parameter of the password reset link (`/reset-password/confirm?token=…`). */
export const RESET_TOKEN_PARAM = 'token';

/**
 * File of a page inside `prerendered/`: / → index.html, /blog/2025-06-01 → blog/2025-06-01.html.
 * A page that reads the reset link's token has a second file for a visit with one
 * (reset-password/confirm.with-token.html): the form ready instead of the invalid-link
 * message. The token itself is in no markup, so that one file serves every link.
 */
export const prerenderedFile = (path: string, withToken = false) =>
  path === '/' ? 'index.html' : `${path.slice(1)}${withToken ? '.with-token' : ''}.html`;
