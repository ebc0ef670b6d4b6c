/**
 * Exposed by the shell's Node build only (packages/federation/src/config.ts): the whole
 * document of one URL, rendered as a stream with the server's own React (shared). The screen
 * comes loaded from its remote, so the render never waits on the network.
 */
import { PageDataProvider } from '@lapm/api-client/page-data';
import type { DocumentRequest, DocumentStream, PageStatus, ShellServer } from '@lapm/contracts';
import { PageStatusProvider, StudioContactProvider } from '@lapm/seo';
import { SearchIndexProvider } from '@lapm/ui';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// Through the shared router of the Node builds (packages/federation/src/router-node.ts).
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { Document } from './app/Document';
import { appRoutes } from './app/routes';
import { ServerVisitorContext } from './features/auth/RequireAccess';
import { ServerScreensContext, screenKey } from './features/remotes/serverPages';

type Routed = { handler: ReturnType<typeof createStaticHandler>; context: StaticHandlerContext };

/**
 * The data router's state for the page's address (docs/decisions/0026). The router is built
 * with `hydrate` off: its inline script would be refused by the Content-Security-Policy.
 */
async function route(request: DocumentRequest<ComponentType>): Promise<Routed | undefined> {
  if (request.bare) return undefined;
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  // The routes have no redirect: an answer instead of a state would be a bug of the table.
  if (context instanceof Response) throw new Error(`Route sans rendu : ${request.url}`);
  return { handler, context };
}

function ServerDocument({
  request,
  routed,
  recorder,
}: {
  request: DocumentRequest<ComponentType>;
  routed: Routed | undefined;
  recorder: { missing(): void; searched(titles: readonly string[]): void };
}) {
  const { screen, failed, boot, visitor, bare } = request;
  // The browser renders the whole page: nothing of the app is drawn here.
  if (bare || !routed) return <Document {...request} hydratable={false} bare={bare} />;
  const screens = new Map(screen ? [[screenKey(screen.remote, screen.module), screen.component]] : []);
  return (
    // A client screen rendered for one visitor: the browser renders it again with its own session.
    <Document {...request} hydratable={!failed && !visitor}>
      <StrictMode>
        <ServerVisitorContext value={visitor ?? null}>
          <ServerScreensContext value={{ screens, failed }}>
            <PageStatusProvider value={recorder}>
              <SearchIndexProvider value={recorder}>
                <PageDataProvider value={failed ? undefined : boot.page} seed={boot.seed}>
                  <StudioContactProvider value={boot.contact}>
                    <StaticRouterProvider
                      router={createStaticRouter(routed.handler.dataRoutes, routed.context)}
                      context={routed.context}
                      hydrate={false}
                    />
                  </StudioContactProvider>
                </PageDataProvider>
              </SearchIndexProvider>
            </PageStatusProvider>
          </ServerScreensContext>
        </ServerVisitorContext>
      </StrictMode>
    </Document>
  );
}

/**
 * Resolves once every part of the page is ready (the server keeps whole pages): its status is
 * known then, 404 when a screen said it has nothing to show (NotFoundHead of @lapm/seo).
 */
export const renderDocument: ShellServer<ComponentType>['renderDocument'] = async (request) => {
  const routed = await route(request);
  return new Promise<DocumentStream>((resolve, reject) => {
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
    const stream = renderToPipeableStream(
      <ServerDocument request={request} routed={routed} recorder={recorder} />,
      {
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
      },
    );
  });
};
