// Plain values only (no zod): the shell reads them, and it ships without zod.

/**
 * Text of the comment that starts the root when the server rendered the page completely
 * (packages/server/src/web/render.ts): the shell hydrates it instead of rendering it again.
 */
export const HYDRATABLE_COMMENT = 'hydratable';

/**
 * Where a server render finds the site's public origin and the one it loads the apps from
 * (`globalThis[SITE_ORIGIN_GLOBAL]`, a `Site` of @lapm/seo):
 * pages read it from <html data-site-url> in the browser, and each remote bundles its own
 * copy of @lapm/seo, so a global is what reaches them all.
 */
export const SITE_ORIGIN_GLOBAL = '__lapmSiteOrigin';

/**
 * The name of the UI kit's style sheet in every app's browser build (packages/federation):
 * one file whichever way the kit is loaded, so that the one the server links is the one the
 * browser asks for, and is not added again at hydration after the screen's own styles.
 */
export const UI_KIT_STYLES = 'ui-kit';

/** Query parameter of the password reset link (`/reset-password/confirm?token=…`). */
export const RESET_TOKEN_PARAM = 'token';

/**
 * Data a server-rendered screen reads from the database (docs/decisions/0008): the server loads
 * it before rendering, hands it to the render, and puts it in the page as a JSON block of this
 * id, which the browser reads when it hydrates. `path` is the page it was loaded for.
 */
export const PAGE_DATA_ID = 'page-data';
export interface PageData {
  path: string;
  values: Record<string, unknown>;
}

/**
 * The page data key of an account form the browser sent itself, before or without the app
 * (packages/server/src/web/forms.ts): the server renders the same page with what it answered
 * and the values to put back in the fields (never a password).
 */
export const POSTED_FORM_KEY = 'posted-form';
export interface PostedForm {
  /** The line under the form: the success or the refusal the API answered. */
  outcome: { kind: 'success' | 'error'; text: string } | null;
  /** A field the visitor must correct, with the message shown under it. */
  problem: { field: string; message: string } | null;
  /** The fields' values, by input name ("on" for a ticked box). */
  values: Record<string, string>;
}

/** The page data keys of the blog: its list of published articles, and one article by slug. */
export const blogPageData = {
  list: 'blog:articles',
  article: (slug: string) => `blog:article:${slug}`,
} as const;

/**
 * The JSON block of a server-rendered page that lists the shell's scripts for its start script
 * (packages/server/src/web/app-start.ts, docs/decisions/0015).
 */
export const APP_START_ID = 'app-start';

/**
 * The site's typefaces are used once `<html>` carries this attribute (docs/decisions/0015): a
 * browser that has downloaded them (`localStorage[FONTS_CACHED_KEY]`) gets it in the page's head;
 * on a first visit the app sets it at the first screen it draws itself.
 */
export const FONTS_ATTRIBUTE = 'data-fonts';
export const FONTS_CACHED_KEY = 'lapm-fonts';
