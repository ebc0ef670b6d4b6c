import type { RouteEntry } from '@lapm/contracts';

/**
 * What the query string of a page's address changes, for the server's page cache (render.ts).
 * Links from ads, newsletters and social networks carry parameters no page reads: they would
 * otherwise make each visit a render of its own.
 */
const TRACKING_PREFIXES = ['utm_', 'mc_', 'mtm_', 'pk_', 'hsa_'];
const TRACKING_NAMES = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'srsltid',
  'epik',
  'rdt_cid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
};

export interface PageAddress {
  /** The address to render: as asked, or reduced to the path and the parameters the page reads. */
  url: string;
  /**
   * `page`: the page of the path, the same for every visitor (tracking parameters dropped).
   * `search`: one render per value of the parameters the route declares (`query`), trimmed.
   * `once`: a parameter the route does not declare, such as a reset link's token: rendered for
   * this address, sent, and never kept.
   */
  kind: 'page' | 'search' | 'once';
}

export function pageAddress(url: string, route: RouteEntry | undefined): PageAddress {
  const mark = url.indexOf('?');
  if (mark < 0) return { url, kind: 'page' };
  const path = url.slice(0, mark);
  const params = new URLSearchParams(url.slice(mark + 1));
  const declared = route?.query ?? [];
  for (const name of params.keys()) {
    if (!declared.includes(name) && !isTracking(name)) return { url, kind: 'once' };
  }
  const read = new URLSearchParams();
  for (const name of declared) {
    // The first value, as the page's own `searchParams.get` reads it; an empty one is no search.
    const value = params.get(name)?.trim();
    if (value) read.set(name, value);
  }
  const query = read.toString();
  return query ? { url: `${path}?${query}`, kind: 'search' } : { url: path, kind: 'page' };
}
