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
/** Attribute prefix of an address a low-priority image holds back until the page's photo has come. */
export const HELD_PREFIX = 'data-held-';
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Holds back the requests of the images marked `fetchpriority="low"` (a gallery's thumbnails)
 * as the parser inserts them, until `release` is called: on a phone's line they would share the
 * bandwidth with the page's photo. Lazy images are asked for once laid out, after the
 * stylesheets, which is when the photo is still on its way. Their addresses are moved to
 * `data-held-*` attributes and put back on release; without scripts nothing is held.
 */
function holdLowPriorityImages(d: Document): () => void {
  const low = 'img[fetchpriority="low"]';
  const held = new Set<Element>();
  let released = false;
  const swap = (element: Element, from: string, to: string) => {
    for (const name of ['srcset', 'src']) {
      const value = element.getAttribute(from + name);
      if (value === null) continue;
      element.removeAttribute(from + name);
      element.setAttribute(to + name, value);
    }
  };
  const hold = (image: Element) => {
    if (held.has(image)) return;
    const parent = image.parentElement;
    const sources = parent?.tagName === 'PICTURE' ? [...parent.querySelectorAll(':scope > source')] : [];
    // The <source>s first: the image is asked for again whenever one of them changes.
    for (const element of [...sources, image]) {
      swap(element, '', HELD_PREFIX);
      held.add(element);
    }
    // A transparent pixel meanwhile, over the blurred preview: an image without an address would
    // show its text alternative.
    image.setAttribute('src', BLANK_IMAGE);
  };
  const holdAll = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element) {
          if (node.matches(low)) hold(node);
          else for (const image of node.querySelectorAll(low)) hold(image);
        }
  };
  const observer = new MutationObserver(holdAll);
  observer.observe(d, { childList: true, subtree: true });
  return () => {
    if (released) return;
    released = true;
    holdAll(observer.takeRecords());
    observer.disconnect();
    for (const element of held) {
      if (element.getAttribute('src') === BLANK_IMAGE) element.removeAttribute('src');
      swap(element, HELD_PREFIX, '');
    }
  };
}

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
  const release = holdLowPriorityImages(d);
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
    release();
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
      if (event.target !== photo()) return;
      release();
      setTimeout(start, START_AFTER_PHOTO_LOAD_MS);
    },
    true,
  );
  d.addEventListener('error', (event) => event.target === photo() && release(), true);
  // Without a photo to wait for, nothing is held past the document's parsing.
  d.addEventListener('DOMContentLoaded', () => {
    if (!photo()) release();
  });
  addEventListener('load', () => {
    release();
    if (!photo() && !observer) setTimeout(start);
  });
  addEventListener('scroll', release, { capture: true, once: true, passive: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    addEventListener(type, start, { capture: true, once: true, passive: true });
  setTimeout(start, START_AFTER_MS);
}
