import type { ContactDocument, RouteEntry } from '@lapm/contracts';

/**
 * Data that lives in the database, for the screens the server renders (docs/decisions/0008):
 * loaded before the render, handed to it, inlined in the page for hydration. Each load names
 * the kinds of content it read (`tags`); a write announces the kind it changed, and every cached
 * page that read it is dropped, so the next visitor gets the page as it is now.
 */
export interface LoadedPageData {
  values: Record<string, unknown>;
  tags: readonly string[];
}

/**
 * The data of one page, or undefined when its screen reads none. `path` has no query; `query` is
 * the address's, for a page of an e-mail's link that shows what its token names (never kept).
 */
export type PageDataLoader = (
  route: RouteEntry,
  path: string,
  query?: URLSearchParams,
) => Promise<LoadedPageData | undefined>;

/** The tag of a change to any kind of content: changes may have been missed (see content-changes.ts). */
export const ANY_CONTENT = '*';

export interface ContentChanges {
  /** A write committed a change to this kind of content (or to any: ANY_CONTENT). */
  changed(tag: string): void;
  onChange(listener: (tag: string) => void): void;
}

/** Whether a page that read `tags` may show content older than a change to `tag`. */
export const isOutdatedBy = (tag: string, tags: readonly string[] | undefined) =>
  tags !== undefined && (tag === ANY_CONTENT || tags.includes(tag));

/** The changes heard in this process only: content-changes.ts relays them to the other instances. */
export function createContentChanges(): ContentChanges {
  const listeners: ((tag: string) => void)[] = [];
  return {
    changed: (tag) => {
      for (const listener of listeners) listener(tag);
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}

/** Where the renderer gets the pages' data, and hears that it changed. */
export interface PageDataSource {
  load: PageDataLoader;
  changes: ContentChanges;
  /** A page drawn for each visit, never kept: one with a form that carries a stamp (a booking form). */
  drawnPerVisit?: (route: RouteEntry) => Promise<boolean>;
  /** The pages of the items the database publishes, for the sitemap (web/seo-files.ts). */
  published?: () => Promise<readonly PublishedPage[]>;
  /**
   * Contact's details as published, which every page shows (its footer, its structured data): in
   * its boot data, and read under `tags`, so that a publish drops every kept page.
   */
  contact?: () => Promise<{ value: ContactDocument; tags: readonly string[] }>;
}

/** A published item with a page of its own, for the sitemap: `/blog/:slug` stands for the articles. */
export interface PublishedPage {
  path: string;
  /** ISO day of its publication. */
  lastmod?: string;
  /** Its images, as URLs or paths of the site. */
  images: readonly string[];
}
