import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 9: anchors are scrolled to 100 ms after navigation. */
export const ANCHOR_SCROLL_DELAY_MS = 100;
/** A remote screen may still be loading at 100 ms: keep looking for the anchor a while. */
const ANCHOR_WAIT_MS = 3000;

const findAnchor = (id: string) => document.getElementById(id) ?? document.getElementsByName(id)[0];

/**
 * Scrolls to the top, or to the address's anchor, after a navigation inside the app. The page
 * the browser loaded is not scrolled: the browser already placed it (at its anchor too), and the
 * app may start seconds later, when the visitor has scrolled to a link and is tapping it. Sent
 * back to the top then, the tap landed on whatever had taken the link's place (issue 44).
 */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  // The address the browser loaded, until the first navigation inside the app.
  const loaded = useRef<string | null>(pathname + hash);

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (loaded.current === pathname + hash) {
      // An anchor the loaded page did not have yet (a screen the browser renders) is still
      // scrolled to once it is drawn; the browser cannot have placed the page there.
      if (!hash || findAnchor(id)) return;
    } else {
      loaded.current = null;
      if (!hash) {
        window.scrollTo(0, 0);
        return;
      }
    }
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const scrollIfPresent = () => {
      const target = findAnchor(id);
      if (!target) return false;
      target.scrollIntoView();
      return true;
    };
    const timer = window.setTimeout(() => {
      if (scrollIfPresent()) return;
      observer = new MutationObserver(() => {
        if (scrollIfPresent()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), ANCHOR_WAIT_MS);
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, hash]);

  return null;
}
