// Starts the shell's scripts on a prerendered page. The server puts this file in place of the
// shell's own script tags there (packages/server/src/web/page.ts). The page works without them:
// its links navigate, its text and images are in, so the app (federation runtime, React,
// hydration: the half second of a phone's processor that Lighthouse counts as blocking time)
// starts at the visitor's first action on the page, and at once for a signed-in visitor.
// Meanwhile the scripts are fetched, not run, once the page has loaded: the first tap waits
// for the processor only. See docs/performance.md.
(() => {
  const { scripts: scriptList, sessionKey } = document.currentScript.dataset;
  const scripts = JSON.parse(scriptList);
  // A prerendered form sent before the shell runs would be submitted natively: the page would
  // reload and lose what was typed. It is held and marked; the shell sends it once the screen is
  // there (shell/src/features/prerender/typedValues.ts reads the mark).
  // Once the shell's first script has run, the shell holds such a submit itself.
  const prerenderedForms = new Set(document.querySelectorAll('#root main form'));
  const hold = (event) => {
    if (!prerenderedForms.has(event.target)) return;
    event.preventDefault();
    event.target.setAttribute('data-submit-held', '');
  };
  document.addEventListener('submit', hold, true);

  // A button clicked before the app answers does nothing: it is kept, and handed to the app
  // when it announces its root; the app clicks it again once it holds the page
  // (shell/src/features/prerender/heldClick.ts). From then on React replays such clicks itself.
  // Links and disclosures work without the app; a form's submit button is held with its form.
  let clicked;
  const keepClicked = (event) => {
    const control = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!control || control.disabled || (control.type === 'submit' && control.form)) return;
    clicked = control;
  };
  document.addEventListener('click', keepClicked, true);
  document.addEventListener(
    'app-root',
    (event) => {
      document.removeEventListener('click', keepClicked, true);
      event.detail.control = clicked;
    },
    { once: true },
  );

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of actions) document.removeEventListener(type, start, listening);
    for (const [index, src] of scripts.entries()) {
      const script = document.createElement('script');
      if (index === 0) script.onload = () => document.removeEventListener('submit', hold, true);
      script.src = src;
      // Dynamically inserted scripts are async by default; these must run in document order.
      script.async = false;
      document.head.append(script);
    }
  };

  // What a visitor does first: moves the pointer, touches, presses a key, or tabs in.
  const actions = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'];
  const listening = { capture: true, passive: true };
  const signedIn = () => {
    try {
      return localStorage.getItem(sessionKey) !== null;
    } catch {
      return false;
    }
  };
  // A signed-in visitor's header and pages depend on the session: the app starts once the page
  // is painted (a task queued from an animation frame callback runs after that frame; a hidden
  // tab paints nothing and runs no animation frame: there it starts at once). The session is
  // read after that paint too: the first read of localStorage waits for the browser's storage,
  // a few milliseconds of a phone's processor that would lengthen the page's first paint.
  const afterPaint = (then) => {
    if (document.visibilityState === 'hidden') then();
    else requestAnimationFrame(() => setTimeout(then));
  };
  afterPaint(() => {
    if (signedIn()) start();
  });
  for (const type of actions) document.addEventListener(type, start, listening);

  // Fetched into the cache at low priority a little after the page has loaded (its images in
  // view, fonts and styles: lazy images further down are not waited for), so the first action
  // pays for running the app, not for downloading it.
  const prefetch = () => {
    if (started) return;
    const preloads = JSON.parse(document.getElementById('screen-preloads')?.textContent || '[]');
    const files = [...scripts.map((href) => ({ href, as: 'script' })), ...preloads];
    for (const { href, as } of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
  };
  const PREFETCH_DELAY_MS = 2000;
  if (document.readyState === 'complete') setTimeout(prefetch, PREFETCH_DELAY_MS);
  else addEventListener('load', () => setTimeout(prefetch, PREFETCH_DELAY_MS), { once: true });
})();
