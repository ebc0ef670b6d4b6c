import { type ReactNode, useEffect } from 'react';
import { isHydratable } from './hydratable';
import { restoreTypedValues } from './typedValues';

/**
 * A page prerendered by the current build is hydrated: React keeps its elements and this
 * fallback is never shown. A page the app renders over instead (one prerendered by an older
 * build of its remote, without React's markers, or one whose hydration failed) arrives with
 * its content already in <main>, and the first screen would flash the remote's loading text
 * while the remote loads. The content is read here, when the shell's modules are evaluated
 * and before React replaces the document's app, and shown as the first screen's loading
 * state instead: same markup, same place, no jump. Pages not prerendered (account) have an
 * empty <main>.
 */
const root = document.getElementById('root');
let prerenderedMain: string | undefined =
  (root && !isHydratable(root) && root.querySelector('main')?.innerHTML.trim()) || undefined;

/** Suspense fallback: the prerendered content the first time, `children` (the loading text) after. */
export function PrerenderedFallback({ children }: { children: ReactNode }) {
  const html = prerenderedMain;
  // Consumed once shown: a later screen, or a retry, shows the loading text.
  useEffect(() => {
    prerenderedMain = undefined;
    // The copy replaced the prerendered fields: what was typed there goes on here.
    if (html) restoreTypedValues(document, { final: false });
  }, [html]);
  // display: contents keeps the page's own elements as the layout children of <main>.
  return html ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} /> : children;
}
