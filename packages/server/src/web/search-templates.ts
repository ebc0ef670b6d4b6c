import { randomBytes } from 'node:crypto';
import { titleSearch } from '@lapm/contracts';
import type { NoMatchPage, PageCache, RenderedPage } from './page-cache';

/**
 * Searches that find nothing, answered without a render. Made-up values (`/tarifs?q=x7f3…`)
 * find nothing, and such pages differ only by the term they write back (in the field and in
 * « Aucune prestation ne correspond à “…” »): the page is rendered once for a marker no title
 * holds, cut where the marker stands, and each such search gets the term written in. The page
 * says which titles its search looks through (useTitleSearch of @lapm/ui), so that the server
 * knows a term finds nothing by the page's own function.
 */

/** The parameter that holds a search term (SearchForm of @lapm/ui). */
const SEARCH_PARAM = 'q';

/** As React writes a text or an attribute's value (escapeTextForBrowser of react-dom-server). */
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeLikeReact = (text: string) => text.replace(/["&'<>]/g, (character) => ESCAPES[character] ?? '');

/** Whether a term finds some of the titles, by the page's own search. */
function finderOf(titles: readonly string[]): (term: string) => boolean {
  const search = titleSearch(titles.map((title) => ({ title })));
  return (term) => search(term).length > 0;
}

/** The term of an address whose one parameter is the search (page-address.ts trimmed it). */
function searchTermOf(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return undefined;
  const params = new URLSearchParams(url.slice(mark + 1));
  const names = [...params.keys()];
  return names.length === 1 && names[0] === SEARCH_PARAM
    ? (params.get(SEARCH_PARAM) ?? undefined)
    : undefined;
}

/** The address of the same page searching `term` instead. */
function withSearchTerm(url: string, term: string): string {
  const mark = url.indexOf('?');
  return `${mark < 0 ? url : url.slice(0, mark)}?${new URLSearchParams({ [SEARCH_PARAM]: term })}`;
}

/**
 * Sent once, compressed at a cheap level, like any search; put together as bytes (a page of
 * accented text is twice its size as a JavaScript string, and slower to join).
 */
function fromNoMatchPage(page: NoMatchPage, term: string): RenderedPage {
  const written = Buffer.from(escapeLikeReact(term));
  const body = Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [written, part])));
  return {
    status: 200,
    body,
    get html() {
      return body.toString('utf8');
    },
    cached: false,
    fastCompression: true,
    ...(page.tags && { tags: page.tags }),
  };
}

/**
 * Made from a render for a marker that finds nothing, cut where it stands; usable only if it
 * writes, byte for byte, what React renders for a second term that finds nothing and holds every
 * character React escapes. A page that writes the term anywhere else (a script's JSON, an
 * address), or has no title search, gets none (`parts` empty): each search is rendered.
 */
async function makeNoMatchPage(
  renderFor: (term: string) => Promise<RenderedPage | null>,
): Promise<NoMatchPage | undefined> {
  const marker = `zq${randomBytes(8).toString('hex')}`;
  const probe = `zq${randomBytes(8).toString('hex')} "&'<>`;
  const page = await renderFor(marker);
  if (!page?.cached || page.status !== 200) return undefined;
  const finds = finderOf(page.searchTitles ?? []);
  const none = { parts: [], finds, ...(page.tags && { tags: page.tags }) };
  if (!page.searchTitles || finds(marker) || finds(probe)) return none;
  const check = await renderFor(probe);
  if (!check?.cached) return undefined;
  const parts = page.html.split(marker);
  if (parts.length < 2 || parts.join(escapeLikeReact(probe)) !== check.html) return none;
  return { ...none, parts: parts.map((part) => Buffer.from(part)) };
}

/**
 * A search's page: the shared page when the term finds nothing, else rendered and kept as any
 * search (page-cache.ts). The first search of a page (per version and content) has the shared
 * page made, and the searches that come meanwhile wait for it rather than render.
 */
export async function searchPage(
  cache: PageCache,
  keys: { page: string; noMatch: string },
  url: string,
  renderAt: (url: string) => Promise<RenderedPage | null>,
): Promise<RenderedPage | null> {
  const term = searchTermOf(url);
  const shared =
    term === undefined
      ? undefined
      : await cache.noMatchPage(keys.noMatch, () =>
          makeNoMatchPage((marker) => renderAt(withSearchTerm(url, marker))),
        );
  if (term !== undefined && shared?.parts.length && !shared.finds(term)) {
    return fromNoMatchPage(shared, term);
  }
  return cache.page(keys.page, 'search', async () => {
    const page = await renderAt(url);
    return page && { ...page, fastCompression: true };
  });
}
