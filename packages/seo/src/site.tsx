import { SITE_URL_ATTRIBUTE } from '@lapm/contracts';
import { type ReactNode, use } from 'react';
import { sharedContext } from './sharedContext';

/**
 * The public origin of the site (canonical links, share images, structured data).
 *
 * A page rendered by the server carries its origin (SITE_URL) on <html data-site-url="…">.
 * It stays on <html> while the visitor navigates, so every later head uses it too. Without
 * it (development, a screen behind a login) the origin is the one the page is served from.
 * In the server's render there is no document: the shell provides both origins from its request
 * (SiteProvider).
 */
export { SITE_URL_ATTRIBUTE };

export interface Site {
  /** Public origin, without a trailing slash: https://www.example.fr */
  origin: string;
  /** Origin the page is actually served from: its own URLs are rebased onto `origin`. */
  served: string;
}

const SiteContext = sharedContext<Site | null>('site', null);

/** The origins of the page the server renders; the shell's server app wraps the page in it. */
export function SiteProvider({ value, children }: { value: Site; children: ReactNode }) {
  return <SiteContext value={value}>{children}</SiteContext>;
}

export function useSite(): Site {
  const rendered = use(SiteContext);
  if (rendered) return rendered;
  if (typeof document === 'undefined') return { origin: '', served: '' };
  const configured = document.documentElement.getAttribute(SITE_URL_ATTRIBUTE);
  return {
    origin: (configured || window.location.origin).replace(/\/$/, ''),
    served: window.location.origin,
  };
}

/**
 * Absolute public URL of a path or of an asset URL. Assets served by this origin (the
 * logo bundled by a remote) move to the public origin; those of another origin (a CDN)
 * keep theirs.
 */
export function siteUrl(site: Site, pathOrUrl: string): string {
  const url = new URL(pathOrUrl, `${site.served}/`);
  if (url.origin !== new URL(site.served).origin) return url.href;
  return `${site.origin}${url.pathname}${url.search}${url.hash}`;
}
