import { GALLERY_KEY, galleryRoute, MY_ALBUMS_KEY, paths, routeTable } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AccountVisitor } from './account-pages';
import { drawnForVisitor } from './visitor-pages';

/**
 * Which pages the server draws for their visitor, and with what: the loaders of the route table's
 * `visitorLoaders`, reading the API as the visitor of the page request (its cookie).
 */

const albums = [{ id_album: 3, firstname: 'Léa', lastname: 'Martin', date: '14/06/2025' }];
const gallery = { album: { id: 12 }, photos: [], chapters: [], favourites: [] };
let app: FastifyInstance;
const cookies: string[] = [];

beforeAll(async () => {
  app = Fastify();
  app.get('/api/album/my', async (request, reply) => {
    cookies.push(request.headers.cookie ?? '');
    return request.headers.cookie === 'session=lea' ? { data: albums } : reply.code(401).send({});
  });
  app.get<{ Params: { id: string } }>('/api/galleries/:id', async (request, reply) =>
    request.params.id === '12' ? gallery : reply.code(404).send({ message: 'Galerie introuvable.' }),
  );
  await app.ready();
});
afterAll(() => app.close());

const requestWith = (cookie: string) =>
  ({ headers: { cookie }, socket: {}, ip: '127.0.0.1' }) as unknown as FastifyRequest;
const client: AccountVisitor = { role: 'user', values: {} };
const admin: AccountVisitor = { role: 'admin', values: {} };

function drawn(path: string, routePath: string, loggedIn: AccountVisitor | null, cookie = 'session=lea') {
  const route = routeTable.find((entry) => entry.path === routePath);
  if (!route) throw new Error(`No route ${routePath}`);
  return drawnForVisitor(app, requestWith(cookie), route, path, loggedIn);
}

describe('the pages drawn for their visitor', () => {
  it('give « Mes séances » the albums the API gives her session', async () => {
    cookies.length = 0;
    expect(await drawn(paths.myAlbums, paths.myAlbums, client)).toEqual({
      role: 'user',
      values: { [MY_ALBUMS_KEY]: albums },
    });
    expect(cookies).toEqual(['session=lea']);
  });

  it('draw her home with nothing to read', async () => {
    expect(await drawn(paths.account, paths.account, client)).toEqual({ role: 'user', values: {} });
  });

  it('leave a client page to the browser for a visitor without its access, or one the API refuses', async () => {
    expect(await drawn(paths.myAlbums, paths.myAlbums, null)).toBeNull();
    expect(await drawn(paths.myAlbums, paths.myAlbums, admin)).toBeNull();
    expect(await drawn(paths.myAlbums, paths.myAlbums, client, 'session=ended')).toBeNull();
  });

  it('draw a gallery for a guest the API lets in, and leave the others to the browser', async () => {
    expect(await drawn('/galerie/12', galleryRoute, null)).toEqual({
      role: 'guest',
      values: { [GALLERY_KEY]: gallery },
    });
    expect(await drawn('/galerie/13', galleryRoute, null)).toBeNull();
    expect(await drawn('/galerie/012', galleryRoute, null)).toBeNull();
    expect(await drawn('/galerie/99999999999', galleryRoute, null)).toBeNull();
  });

  it('draw no other page for its visitor', async () => {
    expect(await drawn(paths.home, paths.home, client)).toBeNull();
    expect(await drawn(paths.admin, paths.admin, admin)).toBeNull();
  });
});
