import { configureApi } from '@lapm/api-client';
import { SESSION_TOKEN_KEY } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadManifest } from './features/remotes/manifest';
import { fr } from './i18n/fr';
import '@lapm/ui/tokens.css';
import './styles.css';

const container = document.getElementById('root');

// A login or logout in another tab reaches this one's store, and every remote with it.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_TOKEN_KEY || event.key === null) sessionStore.getState().check();
});

async function start() {
  if (!container) return;
  const root = createRoot(container);
  try {
    const manifest = await loadManifest();
    configureApi({ baseUrl: manifest.apiBaseUrl });
  } catch (error) {
    // Without the manifest no remote can load, but header, footer and the 404 page still work.
    console.error('Manifeste des remotes illisible', error);
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

start().catch(() => {
  if (container) container.textContent = fr.boot.failed;
});
