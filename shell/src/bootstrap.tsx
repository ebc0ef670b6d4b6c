import { PRERENDERING_ATTRIBUTE, SESSION_TOKEN_KEY } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { announceAppRoot } from './features/prerender/heldClick';
import { isHydratable } from './features/prerender/hydratable';
import { exposeServerMarkup } from './features/prerender/serverMarkup';
import { DEFAULT_API_BASE_URL, loadManifest } from './features/remotes/manifest';
import { fr } from './i18n/fr';
import '@lapm/ui/tokens.css';
import './styles.css';

const container = document.getElementById('root');

// A login or logout in another tab reaches this one's store, and every remote with it.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_TOKEN_KEY || event.key === null) sessionStore.getState().check();
});

/** Longest the first render waits for the web fonts, in milliseconds. */
const FONT_WAIT_MS = 800;

/**
 * The web fonts are preloaded with the page (shell build, performance.preload) and are
 * nearly always in before the scripts. The first render waits for them, a little at most,
 * so that no text is laid out in a fallback font and then moved when the font swaps in:
 * where no metric-compatible fallback is installed (Android, many Linux), that swap
 * shifted the whole page.
 */
function fontsLoaded(): Promise<unknown> {
  // The font stacks of the UI kit's tokens.css, read where they are defined.
  const root = getComputedStyle(document.documentElement);
  const fonts = ['--font-heading', '--font-text'].map((token) =>
    document.fonts.load(`1em ${root.getPropertyValue(token)}`),
  );
  return Promise.race([Promise.all(fonts), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

/**
 * A prerendered page shows its content before any script runs. The app replaces it with the
 * same markup; the images in view must be painted first, or the copy becomes the page's
 * largest paint and it is counted once the scripts have run rather than when the HTML arrived.
 */
async function prerenderedImagesPainted(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('#root main img:not([loading="lazy"])')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  if (images.length) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

async function start() {
  if (!container) return;
  const hydrating = isHydratable(container);
  // Rendering over a prerendered page waits for what it would otherwise relay out.
  const ready = hydrating
    ? undefined
    : Promise.all([fontsLoaded().catch(() => undefined), prerenderedImagesPainted()]);
  try {
    const manifest = await loadManifest();
    // The API client (shared, with ky and zod: ~40 KB gzip) is only downloaded by the
    // screens that call the API. It already targets the default base URL, so the
    // shell loads it at start only to point it somewhere else.
    if (manifest.apiBaseUrl !== DEFAULT_API_BASE_URL) {
      const { configureApi } = await import('@lapm/api-client');
      configureApi({ baseUrl: manifest.apiBaseUrl });
    }
  } catch (error) {
    // Without the manifest no remote can load, but header, footer and the 404 page still work.
    console.error('Manifeste des remotes illisible', error);
  }
  if (document.documentElement.hasAttribute(PRERENDERING_ATTRIBUTE)) exposeServerMarkup(app);
  announceAppRoot();
  // In a transition, React renders (and hydrates) in slices that yield to the browser: a
  // long page no longer blocks input for its whole duration (what Total Blocking Time counts).
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  await ready;
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

start().catch((error: unknown) => {
  console.error('Démarrage impossible', error);
  if (container) container.textContent = fr.boot.failed;
});
