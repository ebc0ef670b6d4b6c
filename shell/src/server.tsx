/**
 * Exposed by the shell's Node build only (packages/federation/src/config.ts): the whole app
 * for one URL, which the server renders with its own react-dom/server. The screen comes
 * loaded from its remote, so the render never waits on the network.
 */
import { PageDataProvider } from '@lapm/api-client/page-data';
import type { PageData } from '@lapm/contracts';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { ServerScreensContext, screenKey } from './features/remotes/serverPages';

export interface ServerAppProps {
  url: string;
  /** The page's screen, when it has one and it could be loaded. */
  screen?: { remote: string; module: string; component: ComponentType };
  failed: boolean;
  /** What the page's screen reads from the database, loaded by the server beforehand. */
  pageData?: PageData;
}

export function ServerApp({ url, screen, failed, pageData }: ServerAppProps) {
  const screens = new Map(screen ? [[screenKey(screen.remote, screen.module), screen.component]] : []);
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <ServerScreensContext value={{ screens, failed }}>
          <PageDataProvider value={pageData}>
            <App />
          </PageDataProvider>
        </ServerScreensContext>
      </StaticRouter>
    </StrictMode>
  );
}
