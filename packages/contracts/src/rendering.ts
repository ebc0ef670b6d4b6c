// Plain values only (no zod): the shell reads them, and it ships without zod.
import type { BootData } from './bootData';

/**
 * The id of the page's one JSON block of boot data (its schema: bootData.ts), which the browser
 * reads with `readBootData` of @lapm/api-client.
 */
export const BOOT_DATA_ID = 'boot-data';

/** The element the app renders into, on the server and in the browser. */
export const ROOT_ID = 'root';
/** The spec's "top" anchor at the start of every page (the shell's layout). */
export const TOP_ID = 'top';
/**
 * Set on the root when the server rendered the page completely (shell/src/server.tsx): the
 * shell hydrates it instead of rendering it again.
 */
export const HYDRATABLE_ATTRIBUTE = 'data-hydratable';
/** Marks the tags a page head puts in <head> in the browser (@lapm/seo, DocumentHead). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
/** Head tags the server sent with the page: the browser's first page head removes them. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The site's public origin on <html>, read by pages in the browser (@lapm/seo, site.ts). */
export const SITE_URL_ATTRIBUTE = 'data-site-url';

/**
 * The name of the UI kit's style sheet in every app's browser build (packages/federation):
 * one file whichever way the kit is loaded, so that the one the server links is the one the
 * browser asks for, and is not added again at hydration after the screen's own styles.
 */
export const UI_KIT_STYLES = 'ui-kit';

/**
 * Largest seed of a page's random draws (exclusive): seeds are 32-bit unsigned integers. The
 * server picks one per render and puts it in the boot data; the portfolio draws its photos from
 * it, on the server and again while the browser hydrates (remote-marketing, portfolio/draw.ts).
 */
export const DRAW_SEEDS = 2 ** 32;

/** Query parameter of the password reset link (`/reset-password/confirm?token=…`). */
export const RESET_TOKEN_PARAM = 'token';

/**
 * Data a server-rendered screen reads from the database (docs/decisions/0008): the server loads
 * it before rendering, hands it to the render, and puts it in the page's boot data
 * (boot-data.ts), which the browser reads when it hydrates. `path` is the page it was loaded for.
 */
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

/** The key of the move page's data (its route's loader): the booking its link names and its free slots. */
export const BOOKING_MOVE_DATA = 'booking-move';

/**
 * The JSON block of a server-rendered page that lists the shell's scripts for its start script
 * (packages/server/src/web/app-start.ts, docs/decisions/0015).
 */
export const APP_START_ID = 'app-start';

/**
 * The site's typefaces are used once `<html>` carries this attribute (docs/decisions/0015): a
 * browser that has downloaded them (`localStorage[FONTS_CACHED_KEY]`) gets it in the page's head;
 * on a first visit the app sets it once it has downloaded them.
 */
export const FONTS_ATTRIBUTE = 'data-fonts';
export const FONTS_CACHED_KEY = 'lapm-fonts';

/**
 * A stylesheet of a server-rendered page. A screen's also carries its file's path in its
 * remote's build (`chunk`): the remote's chunk loader looks for that path in `data-href`
 * before it links the file itself; linked twice, a stylesheet restyles the page while it hydrates.
 */
export interface Stylesheet {
  href: string;
  chunk?: string;
}

/** The HTTP status of a server-rendered page: a screen that finds nothing to show says 404. */
export type PageStatus = 200 | 404;

/**
 * What the server asks the shell's Node build to render (shell/src/server.tsx): the whole
 * document of one URL. `Screen` is the component type of the page's screen, loaded from its
 * remote's Node build beforehand, so the render never waits on the network.
 */
export interface DocumentRequest<Screen> {
  url: string;
  /** The page's screen, when it has one and it could be loaded. */
  screen?: { remote: string; module: string; component: Screen };
  /** The screen could not be loaded or rendered: its fallback is sent, the browser renders it. */
  failed: boolean;
  /** The public origin, on <html> (SITE_URL_ATTRIBUTE). */
  siteUrl: string;
  /** The origin this server answers on: the page's own addresses move from it to `siteUrl`. */
  servedOrigin: string;
  /** The shell's stylesheets, then the screen's, one per file. */
  stylesheets: readonly Stylesheet[];
  /** The shell's scripts, which the inline start script asks for (docs/decisions/0015). */
  scripts: readonly string[];
  /** The inline start script, the one the Content-Security-Policy allows by its hash. */
  startScript: string;
  /** The page's boot data (boot-data.ts), already checked against its schema. */
  boot: BootData;
  /**
   * The logged-in visitor a client screen is rendered for (web/visitor-pages.ts): the role
   * guard lets that screen through. Such a page is that visitor's alone, and the browser
   * renders it again rather than hydrating it (its session is in storage there).
   */
  visitor?: { role: ServerVisitorRole };
  /**
   * The page is the browser's to render (a screen behind a login, or one the server could not
   * render): an empty root, the shell's scripts as plain `<script defer>`, and the note shown
   * without scripts, which tells a logged-in visitor where her space still works. The start
   * script would hold the scripts back for a photo such a page never paints.
   */
  bare?: { loggedIn: boolean };
}

/** The document, rendered once every part of it is ready. */
export interface DocumentStream {
  status: PageStatus;
  /** Errors React recovered from (a screen that threw): the server renders the fallback instead. */
  errors: readonly unknown[];
  /** The titles the page's search looked through (useTitleSearch of @lapm/ui), when it has one. */
  searchTitles?: readonly string[];
  pipe<Destination extends NodeJS.WritableStream>(destination: Destination): Destination;
}

/** What the shell's Node build exposes (SHELL_SERVER_EXPOSE of @lapm/federation). */
export interface ShellServer<Screen> {
  renderDocument(request: DocumentRequest<Screen>): Promise<DocumentStream>;
}

/**
 * Whom the server renders a visitor's own screen for: a logged-in client or the admin, or a
 * browser an album's access code let in (`guest`, the gallery alone: docs/decisions/0023).
 */
export type ServerVisitorRole = 'user' | 'admin' | 'guest';

/** The page value under which the server gives a client gallery's first screen its album. */
export const GALLERY_KEY = 'gallery';
/**
 * Photos each grid of a gallery draws in its first render (the server's first screen too); the
 * rest follow in renders the browser may interrupt. The server's page carries no more than these.
 */
export const GALLERY_FIRST_PHOTOS = 24;
/**
 * The id of a photo's box in a gallery's grid: a heart posted without the app brings her back to
 * the gallery there (`/galerie/<n°>#photo-<id>`).
 */
export const galleryPhotoAnchor = (photoId: string) => `photo-${photoId}`;

/** The page value under which the server gives « Mes séances » the visitor's albums. */
export const MY_ALBUMS_KEY = 'myAlbums';

/**
 * Where the client area's « Se déconnecter » form posts: a real form, which works without the
 * app (web/form-handlers.ts); the app sends the same request itself.
 */
export const LOGOUT_FORM_PATH = '/logout';
