/** The class of the app's root while it is drawn beside the server's screen (styles.css). */
export const DRAWING_CLASS = 'app-drawing';
/** The class of the app's root once it has taken the server's screen's place (styles.css). */
export const DRAWN_CLASS = 'app-drawn';
/** What a screen shows while its code is on the way (RemotePage.tsx). */
const LOADING_SELECTOR = '.page-loading';
/** A screen whose code never comes is given up on after this long (ms): the app shows why. */
export const TAKE_OVER_LIMIT_MS = 20_000;

/** The app has drawn its screen in `root`: something, and no screen still waiting for its code. */
const screenDrawn = (root: HTMLElement) =>
  root.childElementCount > 0 && !root.querySelector(LOADING_SELECTOR);

/**
 * Draws the app over the screen the server rendered for its visitor without letting React adopt
 * it (a client screen, a gallery: docs/decisions/0023). The app renders beside that screen,
 * unseen, and takes its place in one step once its own screen is there: the visitor keeps the
 * server's screen in view (still, until the app can answer her) rather than « Chargement... ».
 * A page the server left empty (`bare`) is drawn in its root at once. `render` draws the app in
 * the element it is given; resolves once the app is the page.
 */
export function takeOver(
  container: HTMLElement,
  render: (root: HTMLElement) => void,
  limitMs = TAKE_OVER_LIMIT_MS,
): Promise<void> {
  if (!container.hasChildNodes()) {
    render(container);
    return Promise.resolve();
  }
  // Seen but still: a tap would only half work (a photo's link opens the bare file just as the
  // viewer arrives), and assistive technologies are told of the app's screen, not of two.
  for (const served of container.children) {
    served.setAttribute('inert', '');
    served.setAttribute('aria-hidden', 'true');
  }
  const root = document.createElement('div');
  root.className = DRAWING_CLASS;
  container.append(root);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (screenDrawn(root)) done();
    });
    const limit = setTimeout(() => done(), limitMs);
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      for (const child of [...container.childNodes]) if (child !== root) child.remove();
      root.className = DRAWN_CLASS;
      resolve();
    }
    observer.observe(root, { childList: true, subtree: true });
    render(root);
    if (screenDrawn(root)) done();
  });
}
