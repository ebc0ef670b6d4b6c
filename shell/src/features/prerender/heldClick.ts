import { type RefObject, useEffect, useRef } from 'react';

/**
 * A button clicked on a prerendered page before the app holds it did nothing: there was no
 * handler yet. shell/public/paint-first.js keeps it, and hands it over when the app announces
 * its root with this event (React replays later clicks itself).
 */
export const APP_ROOT_EVENT = 'app-root';

/** What a listener of APP_ROOT_EVENT may fill in. */
export interface AppRootHandover {
  control?: HTMLElement;
}

let held: HTMLElement | undefined;

/** Dispatched just before React takes the root: takes the button clicked until then. */
export function announceAppRoot(doc: Document = document): void {
  const handover: AppRootHandover = {};
  doc.dispatchEvent(new CustomEvent(APP_ROOT_EVENT, { detail: handover }));
  held = handover.control;
}

/**
 * Clicks again, now that it answers, the button the visitor clicked before the app started,
 * if it is in `scope`: the burger opens the menu it was tapped for. The hydrated page keeps
 * the prerendered elements, so the button kept is the one on screen.
 */
export function replayHeldClick(scope: Node | null): void {
  if (!held || !scope?.contains(held)) return;
  const control = held;
  held = undefined;
  control.click();
}

/**
 * For a part of the page the shell renders itself (the header, the 404 page): after its first
 * commit, and after the render that follows it (the header swaps the prerendered page's two
 * bars for one in its first effects), the button tapped there before the app started acts.
 */
export function useHeldClickReplay<T extends HTMLElement>(): RefObject<T | null> {
  const scope = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => replayHeldClick(scope.current));
    return () => clearTimeout(timer);
  }, []);
  return scope;
}
