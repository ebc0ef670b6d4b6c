import { GALLERY_KEY, type GalleryData, type RouteEntry } from '@lapm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountVisitor, ask } from './account-pages';
import { firstScreenGallery } from './gallery-first-screen';

/**
 * A client gallery's first screen without the app (docs/decisions/0023): for a visitor the album
 * lets in (its owner, the admin, a browser its code let in), the server renders it with the
 * gallery the API gives that visitor, asked with the page request's own cookies; the code
 * holder's cookie is scoped to the album's page as well as to its API paths (api/galleries/access.ts).
 * Anyone else, and an ended album, get the page the browser renders, as before. The page carries
 * the photos its first screen draws only (gallery-first-screen.ts).
 */

const ALBUM_ID = /^\/galerie\/([1-9][0-9]{0,9})$/;

/** The visitor the gallery at `path` is rendered for, with its album, or null when it is not. */
export async function galleryVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  route: RouteEntry | undefined,
  path: string,
): Promise<AccountVisitor | null> {
  if (route?.remote !== 'account' || route.module !== 'Gallery') return null;
  const albumId = ALBUM_ID.exec(path)?.[1];
  if (!albumId || Number(albumId) > 2_147_483_647) return null;
  const gallery = (await ask(app, request, `/api/galleries/${albumId}`, true)) as GalleryData | null;
  if (gallery === null) return null;
  // A guest screen: whoever is looking, the page is theirs alone and the shell's guard is not asked.
  return { role: 'guest', values: { [GALLERY_KEY]: firstScreenGallery(gallery) } };
}
