/**
 * Exposed by the shell's Node build only (packages/federation/src/config.ts): the whole
 * document of one URL, rendered as a stream with the server's own React (shared). The screen
 * comes loaded from its remote, so the render never waits on the network.
 */
import { PageDataProvider } from '@lapm/api-client/page-data';
import type { DocumentRequest, DocumentStream, PageStatus, ShellServer } from '@lapm/contracts';
import { PageStatusProvider, SiteProvider, StudioContactProvider } from '@lapm/seo';
import { SearchIndexProvider } from '@lapm/ui';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { Document } from './app/Document';
import { ServerVisitorContext } from './features/auth/RequireAccess';
import { ServerScreensContext, screenKey } from './features/remotes/serverPages';

function ServerDocument({
  request,
  recorder,
}: {
  request: DocumentRequest<ComponentType>;
  recorder: { missing(): void; searched(titles: readonly string[]): void };
}) {
  const { url, screen, failed, boot, visitor, bare, siteUrl, servedOrigin } = request;
  // The browser renders the whole page: nothing of the app is drawn here.
  if (bare) return <Document {...request} hydratable={false} bare={bare} />;
  const screens = new Map(screen ? [[screenKey(screen.remote, screen.module), screen.component]] : []);
  return (
    // A client screen rendered for one visitor: the browser renders it again with its own session.
    <Document {...request} hydratable={!failed && !visitor}>
      <StrictMode>
        <StaticRouter location={url}>
          <ServerVisitorContext value={visitor ?? null}>
            <ServerScreensContext value={{ screens, failed }}>
              <PageStatusProvider value={recorder}>
                <SearchIndexProvider value={recorder}>
                  <PageDataProvider value={failed ? undefined : boot.page} seed={boot.seed}>
                    <StudioContactProvider value={boot.contact}>
                      <SiteProvider value={{ origin: siteUrl, served: servedOrigin }}>
                        <App />
                      </SiteProvider>
                    </StudioContactProvider>
                  </PageDataProvider>
                </SearchIndexProvider>
              </PageStatusProvider>
            </ServerScreensContext>
          </ServerVisitorContext>
        </StaticRouter>
      </StrictMode>
    </Document>
  );
}

/**
 * Resolves once every part of the page is ready (the server keeps whole pages): its status is
 * known then, 404 when a screen said it has nothing to show (NotFoundHead of @lapm/seo).
 */
export const renderDocument: ShellServer<ComponentType>['renderDocument'] = (request) =>
  new Promise<DocumentStream>((resolve, reject) => {
    let status: PageStatus = 200;
    const errors: unknown[] = [];
    let searchTitles: readonly string[] | undefined;
    const recorder = {
      missing: () => {
        status = 404;
      },
      searched: (titles: readonly string[]) => {
        searchTitles = titles;
      },
    };
    const stream = renderToPipeableStream(<ServerDocument request={request} recorder={recorder} />, {
      // Each boundary in place, never moved in by an inline script (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () =>
        resolve({
          status,
          errors,
          ...(searchTitles && { searchTitles }),
          pipe: (destination) => stream.pipe(destination),
        }),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
