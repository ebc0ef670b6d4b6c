/**
 * Exposed by the shell's Node build only (packages/federation/src/config.ts): the whole app
 * for one URL, which the server renders with its own react-dom/server. The screen comes
 * loaded from its remote, so the render never waits on the network.
 */
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
}

export function ServerApp({ url, screen, failed }: ServerAppProps) {
  const screens = new Map(screen ? [[screenKey(screen.remote, screen.module), screen.component]] : []);
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <ServerScreensContext value={{ screens, failed }}>
          <App />
        </ServerScreensContext>
      </StaticRouter>
    </StrictMode>
  );
}
