import { useEffect, useState } from 'react';

/** Space kept between a focused field and the bar, in CSS pixels. */
const GAP = 16;

/**
 * A field that Tab reaches scrolls into view above a bar stuck to the screen's bottom, never
 * under it (WCAG 2.4.11): the page's bottom scroll padding follows the bar's height, which
 * grows on a phone when its buttons wrap or a message shows. Returns the bar's ref.
 */
export function useRoomAboveBar() {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    const follow = () => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + GAP}px`;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(bar);
    // The browser's own scroll to a focused field may stop short of the padding (a tall
    // textarea on a phone was left under the bar): the rest is scrolled here.
    const uncover = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || bar.contains(field)) return;
      const overlap = field.getBoundingClientRect().bottom + GAP - bar.getBoundingClientRect().top;
      if (overlap > 0 && bar.getBoundingClientRect().bottom >= window.innerHeight - 1) {
        window.scrollBy({ top: overlap, behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
  return setBar;
}
