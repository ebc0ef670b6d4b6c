import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_DATA_ID,
  type BootData,
  type DocumentRequest,
  type DocumentStream,
  HYDRATABLE_ATTRIBUTE,
  type PageStatus,
  ROOT_ID,
  remoteNames,
  type ShellServer,
} from '@lapm/contracts';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Federation } from '../web/federation';

/** What a test's page is given: the request, and how to say the page has nothing to show. */
export interface FakePageProps {
  request: DocumentRequest<ComponentType>;
  missing: () => void;
}

/**
 * A shell's Node build for tests of the server: the same contract as shell/src/server.tsx
 * (ShellServer), with a page of the test's own in the root and the boot data in the head.
 */
export function fakeShell(Page: (props: FakePageProps) => ReactNode): ShellServer<ComponentType> {
  return {
    renderDocument: (request) =>
      new Promise<DocumentStream>((resolve, reject) => {
        let status: PageStatus = 200;
        const errors: unknown[] = [];
        const missing = () => {
          status = 404;
        };
        const document = createElement(
          'html',
          null,
          createElement(
            'head',
            null,
            createElement('script', {
              type: 'application/json',
              id: BOOT_DATA_ID,
              dangerouslySetInnerHTML: { __html: JSON.stringify(request.boot).replace(/</g, '\\u003c') },
            }),
          ),
          createElement(
            'body',
            null,
            createElement(
              'div',
              { id: ROOT_ID, ...(!request.failed && { [HYDRATABLE_ATTRIBUTE]: '' }) },
              // A page the browser renders has an empty root, as the shell's Document leaves it.
              request.bare ? null : createElement(Page, { request, missing }),
            ),
          ),
        );
        const stream = renderToPipeableStream(document, {
          onAllReady: () => resolve({ status, errors, pipe: (destination) => stream.pipe(destination) }),
          onShellError: reject,
          onError: (error) => {
            errors.push(error);
          },
        });
      }),
  };
}

/** The boot data of a page the fake shell rendered. */
export function bootDataOf(html: string): BootData | undefined {
  const start = html.indexOf(`id="${BOOT_DATA_ID}">`);
  if (start < 0) return undefined;
  const text = html.slice(start + BOOT_DATA_ID.length + 6, html.indexOf('</script>', start));
  return JSON.parse(text) as BootData;
}

/** The files of a shell's browser build the server reads: its frame and its entry's files. */
export function writeShellBuild(webRoot: string, scripts: string[] = [], stylesheets: string[] = []) {
  const dist = join(webRoot, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"/><title>LAPM</title></head><body><div id="root"></div></body></html>',
  );
  const manifest = { entries: { index: { initial: { js: scripts, css: stylesheets } } } };
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest));
  // The remotes' browser manifests, read for the screens' stylesheets: none in these builds.
  for (const name of remoteNames) {
    const remoteDist = join(webRoot, `remote-${name}`, 'dist');
    mkdirSync(remoteDist, { recursive: true });
    writeFileSync(join(remoteDist, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  }
}

/** The apps' Node builds of a test: its shell, and each screen by its expose (`./Prices`). */
export const fakeFederation =
  (shell: ShellServer<ComponentType>, screenOf: (expose: string) => ComponentType) => (): Federation => ({
    version: async (app) => `${app}-1`,
    load: async <T>(app: string, expose: string) =>
      (app === 'shell' ? shell : { default: screenOf(expose) }) as T,
    onReload: () => {},
  });

/**
 * A site whose every page is `screen` in a `<main>`: its Node builds for `startTestCluster`, and a
 * web root holding its shell's browser build.
 */
export function fakeSite(screen: ComponentType) {
  const shell = fakeShell(({ request }) => {
    const Screen = request.screen?.component;
    return createElement('main', null, Screen ? createElement(Screen) : null);
  });
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-web-'));
  writeShellBuild(webRoot);
  return { federation: fakeFederation(shell, () => screen), webRoot };
}

/** A page as a browser asks for it, its bytes as they come (fetch would decode them). */
export function rawPage(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    encoding: string | undefined;
    etag: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          etag: response.headers.etag,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
