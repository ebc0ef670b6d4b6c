/**
 * Browser code: the inline script of a server-rendered page (docs/decisions/0015), compiled into
 * a string by ./compile.ts. It runs alone in the page, before any bundle: it imports nothing and
 * is given its names by `startApp(names)`.
 *
 * The page is complete without the app, so the app waits for the paint of the page's photo (the
 * one the screen marked `fetchpriority="high"`; without one, the first paint), the visitor's first
 * action, or 2.5 s, whichever comes first. Its scripts are only asked for then: on a phone's
 * connection they would share the bandwidth with the photo, and they no longer hold the main
 * thread while the photo is decoded and painted. When the photo is not the page's largest paint,
 * or the browser lacks the paint timing API, the app starts 0.5 s after the photo has loaded.
 * The typefaces of a returning visitor are switched on before any paint. Each script is asked for
 * in a task of its own (they still run in order, `async = false`): starting a request from a
 * script costs more while the network is recorded, as Lighthouse does, and the four in one task
 * made a long one (28 ms unthrottled, 112 ms as it simulates a phone).
 */
export interface StartNames {
  /** localStorage key set once the typefaces are cached. */
  fontsCachedKey: string;
  /** Attribute of `<html>` that switches the typefaces on. */
  fontsAttribute: string;
  /** Id of the JSON element listing the app's scripts, in order. */
  listId: string;
}

export const START_AFTER_MS = 2500;
export const START_AFTER_PHOTO_LOAD_MS = 500;

export function startApp({ fontsCachedKey, fontsAttribute, listId }: StartNames): void {
  const d = document;
  let started = false;
  let observer: PerformanceObserver | null = null;
  try {
    if (localStorage.getItem(fontsCachedKey)) d.documentElement.setAttribute(fontsAttribute, '');
  } catch {
    // Storage refused (private browsing, blocked cookies): the typefaces come as for a first visit.
  }
  const photo = () => d.querySelector('img[fetchpriority="high"]');
  const run = () => {
    const list = JSON.parse(d.getElementById(listId)?.textContent ?? '[]') as string[];
    let i = 0;
    const next = () => {
      if (i >= list.length) return;
      const script = d.createElement('script');
      script.src = list[i++] as string;
      script.async = false;
      d.head.appendChild(script);
      setTimeout(next);
    };
    next();
  };
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run);
    else run();
  };
  if (
    window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((entries) => {
      const marked = photo();
      for (const entry of entries.getEntries())
        if (!marked || (entry as LargestContentfulPaint).element === marked) setTimeout(start);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  d.addEventListener(
    'load',
    (event) => {
      if (event.target === photo()) setTimeout(start, START_AFTER_PHOTO_LOAD_MS);
    },
    true,
  );
  addEventListener('load', () => {
    if (!photo() && !observer) setTimeout(start);
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    addEventListener(type, start, { capture: true, once: true, passive: true });
  setTimeout(start, START_AFTER_MS);
}
