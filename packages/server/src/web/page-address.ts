import { declaredQuery, type RouteEntry } from '@lapm/contracts';

/**
 * What the query string of a page's address changes, for the server's page cache (render.ts):
 * only the parameters its route declares (`query`). Links from ads, newsletters and social
 * networks, and addresses made up by the thousand, carry parameters no page reads: they get the
 * page of the path, the one kept for everyone.
 */
export interface PageAddress {
  /** The address to render: the path and the parameters the page reads (a secret's as asked). */
  url: string;
  /**
   * `page`: the page of the path, the same for every visitor.
   * `search`: one render per value of the parameters the route declares, trimmed.
   * `secret`: an address that carries a secret (a reset link's token): rendered for itself,
   * sent, and never kept.
   */
  kind: 'page' | 'search' | 'secret';
}

export function pageAddress(url: string, route: RouteEntry | undefined): PageAddress {
  // Rendered once, as asked, so that the page the browser hydrates reads the same token.
  if (route?.secret) return { url, kind: 'secret' };
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const params = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
  const query = declaredQuery(route, params).toString();
  return query ? { url: `${path}?${query}`, kind: 'search' } : { url: path, kind: 'page' };
}
