import { SERVER_MARKUP_HOOK } from '@lapm/contracts';
import type { ReactNode } from 'react';

/**
 * For the prerender step only (packages/seo/scripts/prerender.ts, which marks the page with
 * PRERENDERING_ATTRIBUTE): renders the page on screen to React's server markup, the HTML that
 * visitors' browsers hydrate. The screen's module is loaded by then, so its lazy component
 * renders in place of the Suspense fallback. react-dom/server is a chunk of its own that no
 * visitor downloads.
 */
export function exposeServerMarkup(tree: ReactNode): void {
  Object.assign(window, {
    [SERVER_MARKUP_HOOK]: async () => (await import('react-dom/server')).renderToString(tree),
  });
}
