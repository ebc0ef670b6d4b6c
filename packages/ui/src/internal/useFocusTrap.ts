import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

/** Long enough for the history step that closes a viewer, too short for a person's next click. */
const REFOCUS_WINDOW_MS = 1000;

/**
 * Focus goes back to the opener. A viewer closes by going back in history, and when that entry's
 * address has an anchor (an article opened at `#top`), Chromium then clears focus, just after
 * the opener got it: a blur to nowhere right after closing is undone once.
 */
function giveFocusBack(opener: HTMLElement) {
  opener.focus();
  const keep = (event: FocusEvent) => {
    if (event.relatedTarget === null && opener.isConnected) opener.focus();
  };
  opener.addEventListener('blur', keep, { once: true });
  window.setTimeout(() => opener.removeEventListener('blur', keep), REFOCUS_WINDOW_MS);
}

interface FocusTrapOptions {
  /** Escape was pressed inside the trap. */
  onEscape: () => void;
  /** What gets focus on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal focus handling shared by ConfirmDialog and Lightbox: focus moves in on opening,
 * Tab and Shift+Tab cycle inside, Escape calls back, the page behind does not scroll, and
 * focus returns to whatever had it (usually the opening button) on closing.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: FocusTrapOptions) {
  // The latest callbacks, without re-running the effect (which would steal focus again).
  const latest = useRef(options);
  latest.current = options;

  // Before the dialog is painted: from the moment it shows, its keys (Escape, the arrows, which
  // need the focus inside) work. After the paint, a busy phone could show it and lose a key.
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (latest.current.initialFocus?.current ?? focusables(root)[0] ?? root).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener) giveFocusBack(opener);
    };
  }, [container]);
}
