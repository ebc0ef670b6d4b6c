import {
  type GalleryData,
  type MyAlbum,
  type RouteEntry,
  routeParams,
  type ServerVisitorRole,
  type VisitorSource,
  visitorLoaderOf,
} from '@lapm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountVisitor, ask } from './account-pages';
import { firstScreenGallery } from './gallery-first-screen';

/**
 * The pages drawn for their visitor without the app (docs/decisions/0026): the client's home and
 * « Mes séances » for a logged-in client, a gallery's first screen for a visitor its album lets in
 * (its owner, the admin, a browser its code let in; docs/decisions/0023). Which pages, and what
 * they read, is the route table's `visitorLoaders`: the loader the browser runs too, given here
 * the API asked with the page request's own cookies. Anyone else gets the page the browser draws.
 */

/** The API would not give this visitor what the page reads: the page is the browser's. */
class Refused extends Error {}

async function asked(app: FastifyInstance, request: FastifyRequest, path: string, whole = false) {
  const value = await ask(app, request, path, whole);
  if (value === null) throw new Refused(path);
  return value;
}

/**
 * The server's source of the visitor pages' loaders: the API as the visitor of `request`. A gallery
 * comes as its first screen draws it (gallery-first-screen.ts), not the whole séance.
 */
export const requestVisitorSource = (app: FastifyInstance, request: FastifyRequest): VisitorSource => ({
  albums: { mine: async () => (await asked(app, request, '/api/album/my')) as MyAlbum[] },
  galleries: {
    get: async (albumId) =>
      firstScreenGallery((await asked(app, request, `/api/galleries/${albumId}`, true)) as GalleryData),
  },
});

/**
 * The visitor the page of `route` at `path` is drawn for, with the values its loader read, or null
 * when the browser draws it. `loggedIn` is the visitor behind the request's session, if any.
 */
export async function drawnForVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  route: RouteEntry,
  path: string,
  loggedIn: AccountVisitor | null,
): Promise<AccountVisitor | null> {
  const loader = visitorLoaderOf(route.path);
  if (loader === undefined) return null;
  // A public one (the gallery) is a guest screen: whoever looks, the page is theirs alone and the
  // shell's guard is not asked. Any other, for a visitor of its access only.
  let role: ServerVisitorRole;
  if (route.access === 'public') role = 'guest';
  else if (loggedIn && loggedIn.role === route.access) role = loggedIn.role;
  else return null;
  if (loader === null) return { role, values: {} };
  const params = routeParams(route.path, path) ?? {};
  try {
    const value = await loader.load(requestVisitorSource(app, request), params);
    return value === null ? null : { role, values: { [loader.key(params)]: value } };
  } catch (failure) {
    if (failure instanceof Refused) return null;
    throw failure;
  }
}
