import { type ReactNode, useEffect } from 'react';
import { restoreTypedValues } from './typedValues';

/**
 * A prerendered page arrives with its content already in <main>. React renders (it does
 * not hydrate), so the first screen would flash the remote's loading text while the remote
 * loads. The content is read here, when the shell's modules are evaluated and before React
 * replaces the document's app, and shown as the first screen's loading state instead:
 * same markup, same place, no jump. Pages not prerendered (login, account) have an empty <main>.
 */
let prerenderedMain: string | undefined = document.querySelector('#root main')?.innerHTML.trim() || undefined;

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
