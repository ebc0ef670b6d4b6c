// Starts the shell's scripts once a prerendered page is on screen. The server puts this file in
// place of the shell's own script tags on prerendered pages (packages/server/src/web/page.ts):
// deferred scripts run as soon as the HTML is parsed, before the browser paints, so compiling
// the federation runtime and React would hold back a page that needs no script to be read.
(() => {
  const scripts = JSON.parse(document.currentScript.dataset.scripts);
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
  const start = () => {
    for (const [index, src] of scripts.entries()) {
      const script = document.createElement('script');
      if (index === 0) script.onload = () => document.removeEventListener('submit', hold, true);
      script.src = src;
      // Dynamically inserted scripts are async by default; these must run in document order.
      script.async = false;
      document.head.append(script);
    }
  };
  // A task queued from an animation frame callback runs once that frame is painted. A hidden
  // tab paints nothing (and runs no animation frame), so there it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
