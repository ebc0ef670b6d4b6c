/** The id of the list the server writes into a prerendered page (packages/server/src/web/page.ts). */
const SCREEN_PRELOADS_ID = 'screen-preloads';

const kinds = ['fetch', 'script', 'style'] as const;
type Kind = (typeof kinds)[number];

const isPreload = (value: unknown): value is { href: string; as: Kind } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { href?: unknown }).href === 'string' &&
  (kinds as readonly unknown[]).includes((value as { as?: unknown }).as);

/**
 * A prerendered page is painted before any script runs, so the server lists the files of its
 * screen as data rather than preload links that would share a slow connection with the page's
 * styles and fonts. The shell starts their downloads here, first thing, so that they arrive
 * while React and the router load, as they would from preload links.
 */
export function preloadScreenFiles(doc: Document = document): void {
  const block = doc.getElementById(SCREEN_PRELOADS_ID);
  if (!block?.textContent) return;
  let list: unknown;
  try {
    list = JSON.parse(block.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  for (const preload of list.filter(isPreload)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = preload.href;
    link.as = preload.as;
    // As the loader will fetch it: mf-manifest.json is read with fetch(), in CORS mode.
    if (preload.as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
