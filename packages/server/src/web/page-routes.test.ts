import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentRequest, paths, routeTable } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ComponentType, createElement } from 'react';
import { loadConfig } from '../config';
import { bootDataOf, fakeFederation, fakeShell, fakeSite } from '../testing/fake-shell';
import { registerWeb } from './static';

/**
 * How a page's address reaches its page: by a route of the server's router, the route table's
 * own paths, and never by a miss of the static files first. The shell's Node build is this
 * test's, which records what the server asks it to render.
 */
const requests: DocumentRequest<ComponentType>[] = [];
const pages = fakeShell(({ request, missing }) => {
  // As the shell's 404 screen does for an address no route owns.
  if (!request.screen && !request.failed) missing();
  return createElement('main', null, request.screen ? 'Page' : 'Introuvable');
});
const shell = {
  renderDocument: (request: DocumentRequest<ComponentType>) => {
    requests.push(request);
    return pages.renderDocument(request);
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  const { webRoot } = fakeSite(() => null);
  const dist = join(webRoot, 'shell', 'dist');
  // The shell's browser build: its entry's files, and a file named like a page.
  const manifest = {
    entries: {
      index: {
        initial: { js: ['/static/js/index.1a2b3c4d5e.js'], css: ['/static/css/index.1a2b3c4d5e.css'] },
      },
    },
  };
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'blog'), 'not the blog');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'static', 'js', 'index.1a2b3c4d5e.js'), 'void 0;');
  app = Fastify();
  const federation = fakeFederation(shell, () => () => null);
  await registerWeb(app, loadConfig({ WEB_ROOT: webRoot }), undefined, federation);
  await app.ready();
});
afterAll(() => app.close());

describe('the pages of the route table', () => {
  it('are routes of the server for GET and HEAD, with their parameters as the router reads them', () => {
    for (const { path } of routeTable) {
      for (const method of ['GET', 'HEAD'] as const) {
        expect({ path, method, routed: app.hasRoute({ method, url: path }) }).toEqual({
          path,
          method,
          routed: true,
        });
      }
    }
  });

  it('win over a static file of the same name, which do not hide the hashed files', async () => {
    const blog = await app.inject({ url: paths.blog });
    expect(blog.statusCode).toBe(200);
    expect(blog.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(blog.body).not.toContain('not the blog');
    const script = await app.inject({ url: '/static/js/index.1a2b3c4d5e.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('void 0;');
  });

  it('leave an address no route owns to the 404 page, with its status', async () => {
    const response = await app.inject({ url: '/nulle-part?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Introuvable');
    const file = await app.inject({ url: '/static/js/absent.1a2b3c4d5e.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: 'Ressource introuvable.' });
  });
});

describe('a page the browser renders', () => {
  it('is the shell’s document, asked bare, with the entry files of its browser build', async () => {
    requests.length = 0;
    const response = await app.inject({ url: `${paths.admin}?onglet=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const [request] = requests;
    expect(request?.bare).toEqual({ loggedIn: false });
    expect(request?.scripts).toEqual(['/static/js/index.1a2b3c4d5e.js']);
    expect(request?.stylesheets).toEqual([{ href: '/static/css/index.1a2b3c4d5e.css' }]);
    expect(bootDataOf(response.body)?.remotes.remotes.admin).toBe('/remotes/admin/mf-manifest.json');
    expect(response.body).toMatch(/<div id="root"><\/div>/);
  });
});
