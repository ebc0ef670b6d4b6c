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

/** What names a field for the person typing in it: its label, or its `name`. */
const fieldName = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;

/**
 * What was typed in the server's screen while the app was drawn (a search, a message), given to
 * the app's field of the same name as if typed there: the app's screen is new, its fields empty.
 * Passwords are never carried.
 */
function carryTyping(container: HTMLElement, root: HTMLElement) {
  const typed = [
    ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].filter(
    (field) =>
      !root.contains(field) &&
      field.value !== field.defaultValue &&
      !['password', 'hidden', 'checkbox', 'radio', 'file'].includes(field.type),
  );
  if (typed.length === 0) return;
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  for (const field of typed) {
    const twin = fields.find((candidate) => fieldName(candidate) === fieldName(field) && !candidate.value);
    if (!twin) continue;
    // React follows the value its own setter last wrote: the prototype's setter, then an input
    // event, is what a keystroke does.
    const prototype =
      twin instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(twin, field.value);
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Draws the app over the screen the server rendered for its visitor without letting React adopt
 * it (a client screen, a gallery: docs/decisions/0023). The app renders beside that screen,
 * unseen, and takes its place in one step once its own screen is there: the visitor keeps the
 * server's screen in view rather than « Chargement... », a tap on it is answered by the app, and
 * what was typed in it is not lost.
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
      carryTyping(container, root);
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
