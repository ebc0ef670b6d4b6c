import { isOutdatedBy } from '../content/page-data';

/** A page as the server sends it (static.ts), rendered by render.ts. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The same page as UTF-8, when it was put together as bytes (search-templates.ts): sent as is. */
  body?: Buffer;
  /**
   * Kept for every visitor of its address until a redeploy or a change of its data: compressed
   * once, at the smallest unless `fastCompression` (send-page.ts). False for a page sent once.
   */
  cached: boolean;
  /**
   * Compressed at a level a request can bear, kept or not: a search or a 404, whose addresses
   * anyone can make up by the thousand.
   */
  fastCompression?: boolean;
  /** Its address carries a secret (routes.ts): sent with `no-store`, never kept. */
  secret?: boolean;
  /** Rendered for one visitor (visitor-pages.ts): `private, no-store`, never kept. */
  personal?: boolean;
  /** One of the few draws of a page drawn per visit (docs/decisions/0006): no validator. */
  drawn?: boolean;
  /** The kinds of content its data came from: a change to one of them drops the page (page-data.ts). */
  tags?: readonly string[];
  /** The titles its search looked through, when it has one (search-templates.ts). */
  searchTitles?: readonly string[];
}

/** Pages kept per server: every public page and article fits many times over. */
export const MAX_CACHED_PAGES = 500;
/**
 * Searches kept per server (`?q=` of the prices and the blog), the least recently asked for
 * dropped first: kept apart, so that addresses made up by the thousand never push out the pages.
 */
export const MAX_SEARCH_PAGES = 100;
/** 404 pages kept per server, apart too: a scan of made-up paths never pushes out a real page. */
export const MAX_MISSING_PAGES = 50;
/** Pages kept for the searches that find nothing (search-templates.ts): one per searchable page and version. */
const MAX_NO_MATCH_PAGES = 20;

/**
 * The page every search of a page that finds nothing shares, cut where the page writes the term
 * (search-templates.ts), with the search that tells whether a term finds something.
 */
export interface NoMatchPage {
  /** As UTF-8; none when the page cannot be shared so: each search is then rendered. */
  parts: readonly Buffer[];
  /** Whether a term finds some title: the page's own search (titleSearch of @lapm/contracts). */
  finds: (term: string) => boolean;
  tags?: readonly string[];
}

/** A map that forgets its least recently used entry past `bound`. */
class RecentPages<Page extends { tags?: readonly string[] } = RenderedPage> {
  private readonly pages = new Map<string, Page>();
  constructor(private readonly bound: number) {}

  get(key: string): Page | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: Page) {
    if (this.pages.size >= this.bound) this.pages.delete(this.pages.keys().next().value ?? '');
    this.pages.set(key, page);
  }

  dropWhere(outdated: (key: string, page: Page) => boolean) {
    for (const [key, page] of this.pages) if (outdated(key, page)) this.pages.delete(key);
  }
}

/**
 * The pages the server keeps, by key: `<app> <versions…> <address>`, the app being the remote
 * of the page's screen (or `shell`). A redeploy of an app drops its pages (all of them for the
 * shell); a change of content drops the pages that read it.
 */
export class PageCache {
  private readonly pages = new RecentPages(MAX_CACHED_PAGES);
  private readonly searches = new RecentPages(MAX_SEARCH_PAGES);
  private readonly missing = new RecentPages(MAX_MISSING_PAGES);
  private readonly noMatch = new RecentPages<NoMatchPage>(MAX_NO_MATCH_PAGES);
  /**
   * Bumped by every change of content: a page whose render began before a change is sent but not
   * kept, since it may show the content as it was.
   */
  private generation = 0;

  /** Renders under way, by key: visitors who ask meanwhile wait for the same one. */
  private readonly rendering = new Map<string, Promise<RenderedPage | null>>();
  /** Shared pages of searches that find nothing being made, by key. */
  private readonly making = new Map<string, Promise<NoMatchPage | undefined>>();

  /**
   * The page under `key`, rendered and kept when missing (unless its render says not to): with
   * the pages or the searches as `kind` says, with the 404 pages when it answers 404.
   */
  page(
    key: string,
    kind: 'page' | 'search',
    render: () => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> {
    const pages = kind === 'search' ? this.searches : this.pages;
    const kept = pages.get(key) ?? this.missing.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderAndKeep(key, pages, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async renderAndKeep(key: string, pages: RecentPages, render: () => Promise<RenderedPage | null>) {
    const generation = this.generation;
    const page = await render();
    if (!page?.cached) return page;
    if (generation !== this.generation) return { ...page, cached: false };
    (page.status === 404 ? this.missing : pages).set(key, page);
    return page;
  }

  /**
   * The page the searches of `key` (app, versions and path) that find nothing share: kept, or
   * made once by `make` while the searches that ask meanwhile wait for it; not kept when the
   * content changed meanwhile (it may show the old one).
   */
  noMatchPage(key: string, make: () => Promise<NoMatchPage | undefined>): Promise<NoMatchPage | undefined> {
    const kept = this.noMatch.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.making.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = make()
        .then(
          (page) => {
            if (page && generation === this.generation) this.noMatch.set(key, page);
            return page;
          },
          // Without it, every such search is rendered, as any other.
          () => undefined,
        )
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  /** An app was redeployed. */
  dropApp(app: string) {
    const outdated = (key: string) => app === 'shell' || key.startsWith(`${app} `);
    for (const pages of [this.pages, this.searches, this.missing]) pages.dropWhere(outdated);
    this.noMatch.dropWhere(outdated);
  }

  /** A kind of content changed (or any: ANY_CONTENT of page-data.ts). */
  dropContent(tag: string) {
    this.generation += 1;
    const outdated = (_key: string, page: { tags?: readonly string[] }) => isOutdatedBy(tag, page.tags);
    for (const pages of [this.pages, this.searches, this.missing]) pages.dropWhere(outdated);
    this.noMatch.dropWhere(outdated);
  }
}
