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

/** The app's control that does what `served` did: the same address, or the same name. */
function counterpart(served: HTMLElement, root: HTMLElement): HTMLElement | undefined {
  const href = served.getAttribute('href');
  const name = served.getAttribute('aria-label') ?? served.textContent?.trim();
  const candidates = [...root.querySelectorAll<HTMLElement>(served.tagName === 'A' ? 'a[href]' : 'button')];
  return candidates.find((control) =>
    href !== null
      ? control.getAttribute('href') === href
      : (control.getAttribute('aria-label') ?? control.textContent?.trim()) === name,
  );
}

/** A tap held while the app was drawn, given to its control in the app, or followed as it was. */
function replay(served: HTMLElement, root: HTMLElement) {
  const control = counterpart(served, root);
  if (control) control.click();
  else if (served instanceof HTMLAnchorElement) window.location.assign(served.href);
}

/**
 * Draws the app over the screen the server rendered for its visitor without letting React adopt
 * it (a client screen, a gallery: docs/decisions/0023). The app renders beside that screen,
 * unseen, and takes its place in one step once its own screen is there: the visitor keeps the
 * server's screen in view rather than « Chargement... », and a tap on it is answered by the app.
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
  const root = document.createElement('div');
  root.className = DRAWING_CLASS;
  // Unseen (`visibility: hidden`), the app's screen is not read out either until it is the page.
  // A tap on the server's screen meanwhile is held, then given to the same control of the app's
  // once drawn: a photo's link would otherwise open the bare file just as the viewer arrives.
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    if (!control || root.contains(control)) return;
    event.preventDefault();
    held = control;
  };
  container.addEventListener('click', hold, true);
  container.append(root);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (screenDrawn(root)) done();
    });
    const limit = setTimeout(() => done(), limitMs);
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      container.removeEventListener('click', hold, true);
      for (const child of [...container.childNodes]) if (child !== root) child.remove();
      root.className = DRAWN_CLASS;
      if (held) replay(held, root);
      resolve();
    }
    observer.observe(root, { childList: true, subtree: true });
    render(root);
    if (screenDrawn(root)) done();
  });
}
