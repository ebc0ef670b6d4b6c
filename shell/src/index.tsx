import { HYDRATABLE_ATTRIBUTE, PRERENDERED_ATTRIBUTE, ROOT_ID, SESSION_TOKEN_KEY } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppPosition } from './app/AppPosition';
import { yieldToMain } from './app/yieldToMain';
import { loadFederation } from './features/remotes/loadRemotePage';
import { DEFAULT_API_BASE_URL, loadManifest } from './features/remotes/manifest';
import { loadTypefaces, switchTypefacesOn } from './features/typefaces/typefaces';
import { fr } from './i18n/fr';
import '@lapm/ui/tokens.css';
import './styles.css';

const container = document.getElementById(ROOT_ID);

// A login or logout in another tab reaches this one's store, and every remote with it.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_TOKEN_KEY || event.key === null) sessionStore.getState().check();
});

/**
 * The server marks a root it rendered completely (shell/src/app/Document.tsx): React
 * adopts it. A screen behind a login, or one the server could not render, is rendered here.
 */
function isHydratable(root: HTMLElement): boolean {
  return root.hasAttribute(HYDRATABLE_ATTRIBUTE);
}

async function start() {
  if (!container) return;
  // The typefaces replace the fallbacks on screen once downloaded: they wait for the screen's own code.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  whenIdle(() => {
    loadTypefaces().catch(() => {
      // Typefaces that fail to load: the fallbacks stay, with the same metrics.
    });
  });
  // Evaluating the shell's script (React included) is one task already: the next steps each
  // start their own, so that none holds a tap for long on a phone.
  await yieldToMain();
  // The page's screen comes through the federation runtime: its chunk downloads while the
  // shell hydrates header, footer and menu, which do not wait for it. React keeps the
  // screen's server HTML (a Suspense boundary) until its code is there.
  loadFederation().catch((error: unknown) => console.error('Runtime de fédération indisponible', error));
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
  await yieldToMain();
  // The app's modules are in this script but run in this later task, apart from React's: on a
  // phone, the two evaluations as one task held a tap for 120 ms.
  const { Root } = await import(/* webpackMode: "eager" */ './app/Root');
  // In a transition, React hydrates in slices that yield to the browser, and replays the
  // events of a part it has not hydrated yet once it has.
  if (isHydratable(container)) {
    startTransition(() => {
      hydrateRoot(
        container,
        <AppPosition>
          <Root />
        </AppPosition>,
      );
    });
    return;
  }
  // Nothing of the app is on screen yet: it is drawn with the typefaces at once.
  switchTypefacesOn();
  // A client screen the server rendered for its visitor, without hydration: the app draws it
  // again from its own session, beside the server's until drawn; the server's head tags then
  // give way to the app's.
  // Only these pages need it: the public pages, hydrated, do not download it.
  const { takeOver } = await import('./app/takeOver');
  await takeOver(container, (root) => {
    const app = createRoot(root);
    startTransition(() => app.render(<Root />));
  });
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
}

start().catch((error: unknown) => {
  console.error('Démarrage impossible', error);
  if (container) container.textContent = fr.boot.failed;
});
