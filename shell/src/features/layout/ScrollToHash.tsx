import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 9: anchors are scrolled to 100 ms after navigation. */
export const ANCHOR_SCROLL_DELAY_MS = 100;
/** A remote screen may still be loading at 100 ms: keep looking for the anchor a while. */
const ANCHOR_WAIT_MS = 3000;

export function ScrollToHash() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const scrollIfPresent = () => {
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
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
