import { useLayoutEffect } from 'react';

/**
 * The questions of the parts of the screen that hold unsaved changes right now. One set for the
 * whole screen: with two library cards edited, leaving asks once, not once per card.
 */
const holders = new Set<symbol>();
let question = '';

function beforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

function click(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  // Links that a screen opens in a new tab itself (the article's preview) leave nothing.
  if (link.closest('[data-links-new-tab]')) return;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return;
  if (to.pathname === window.location.pathname && to.search === window.location.search) return;
  if (window.confirm(question)) return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Asks before leaving the screen while `when` holds: closing or reloading the tab (the browser's
 * own question, `beforeunload`) and following a link of the app (a link's click is stopped before
 * the router sees it unless she confirms). The shell's router is a BrowserRouter, hydrated from
 * the server's StaticRouter render, so react-router's useBlocker (data routers only) is not
 * available; links are how every admin screen is left. A layout effect: the question follows what
 * the screen shows in the same commit (« Brouillon enregistré » never shows while leaving still asks).
 */
export function useLeaveGuard(when: boolean, text: string) {
  useLayoutEffect(() => {
    if (!when) return;
    const holder = Symbol('unsaved');
    question = text;
    if (holders.size === 0) {
      window.addEventListener('beforeunload', beforeUnload);
      // Capturing on the document runs before React's listeners on the app's root.
      document.addEventListener('click', click, true);
    }
    holders.add(holder);
    return () => {
      holders.delete(holder);
      if (holders.size > 0) return;
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [when, text]);
}
