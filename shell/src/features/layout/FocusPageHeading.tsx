import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A screen that comes from its remote may take a while: its heading is waited for this long. */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation inside the app, focus moves to the new page's `h1`, as a page load would
 * put a screen reader at the top of the new page; without it, focus stays on the link (or on
 * the burger, where the closing menu puts it). Not on the first page: the browser's own start
 * is left alone. Only a new path counts: a photo's address in the viewer or a search is no page.
 */
export function FocusPageHeading({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const focusHeading = () => {
      const heading = document.getElementById(mainId)?.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The page is scrolled by ScrollToHash (to the top, or to its anchor): focus does not move it.
      heading.focus({ preventScroll: true });
      return true;
    };
    // A frame later: the closing menu has given its focus back by then.
    const frame = window.requestAnimationFrame(() => {
      if (focusHeading()) return;
      const main = document.getElementById(mainId);
      if (!main) return;
      observer = new MutationObserver(() => {
        if (focusHeading()) observer?.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, mainId]);

  return null;
}
