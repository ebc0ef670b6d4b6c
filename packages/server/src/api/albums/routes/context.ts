import { accessCodeWarnings, galleryPath, studioDay } from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import { publicSiteUrl } from '../../../config';
import type { Database } from '../../../db/database';
import { isForeignKeyViolation } from '../../../db/errors';
import { albumPhotos, albums, users } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { isUnproved } from '../../invitations/repository';

/** What every album route uses besides the API's context: the studio's day and a gallery's address. */
export interface AlbumRouteContext extends ApiContext {
  today: () => string;
  galleryUrl: (albumId: number) => string;
}

export function albumRouteContext(context: ApiContext): AlbumRouteContext {
  return {
    ...context,
    today: () => studioDay(context.clock()),
    galleryUrl: (albumId) => `${publicSiteUrl(context.config)}${galleryPath(albumId)}`,
  };
}

const photoCount = sql<number>`(select count(*)::int from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id})`;

/** An album as the admin screens show it: its fields, its owner's names and email, and its state on `today`. */
const albumColumns = (today: string) => ({
  id_album: albums.id,
  id_user: albums.userId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  lien: albums.lien,
  access_code: albums.accessCode,
  date: albums.date,
  available_until: albums.availableUntil,
  expired: sql<boolean>`coalesce(${albums.availableUntil} < ${today}::date, false)`,
  first_opened_at: albums.firstOpenedAt,
  last_opened_at: albums.lastOpenedAt,
  photo_count: photoCount,
  grace_days: albums.graceDays,
  title: albums.title,
  welcome: albums.welcome,
  kind: albums.kind,
  cover_photo_id: albums.coverPhotoId,
  cover_focal_x: albums.coverFocalX,
  cover_focal_y: albums.coverFocalY,
  client_notified_at: albums.clientNotifiedAt,
});

export const albumNotFoundError = () => new HttpError(404, 'Album introuvable.');

export const selectAlbums = (db: Database, today: string) =>
  db.select(albumColumns(today)).from(albums).innerJoin(users, eq(users.id, albums.userId));

export async function findAlbum(db: Database, id: number, today: string) {
  const [album] = await selectAlbums(db, today).where(eq(albums.id, id));
  if (!album) throw albumNotFoundError();
  return album;
}

/** An owner that does not exist is bad input; the foreign key also catches one deleted meanwhile. */
export async function withExistingOwner<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(400, 'Utilisateur introuvable.');
    throw error;
  }
}

/**
 * Whoever registered an address without proving it would see the album and its code at once: the
 * album goes to such an account only when the request says the admin chose it knowingly.
 */
export async function assertOwnerChosenKnowingly(
  tx: Database,
  userId: number,
  confirmed: boolean | undefined,
) {
  if (confirmed !== true && (await isUnproved(tx, userId))) {
    throw new HttpError(
      409,
      'L’adresse email de ce client n’a jamais été vérifiée : n’importe qui a pu s’inscrire avec. Envoyez-lui plutôt une invitation, ou confirmez que cet album est bien pour ce compte.',
    );
  }
}

/**
 * The form's warnings on the access code, said again by the server to whatever client saved it:
 * warnings only, as in the form (the studio may want « mariage-ines » all the same).
 */
export const codeWarnings = (album: { access_code: string; firstname: string; lastname: string }) =>
  accessCodeWarnings(album.access_code, album);
