import { albumMessages, type SessionKind, sessionKinds } from '@lapm/contracts';
import { eq, gte, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { albums, users } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';

/** Whether the album is still for its owner on `today` (its last day included). */
export const availableOn = (today: string | Placeholder) =>
  or(isNull(albums.availableUntil), gte(albums.availableUntil, sql`${today}::date`));

/**
 * The albums of one owner as they see them (GET /album/my, the personal data export): the
 * access code is their access_password. `name` keeps each prepared statement distinct. Both take
 * a `today`: an album past its last day is listed as expired (« Expiré le … », so that she knows to
 * ask the studio), without the link and the code, which the owner no longer gets once it has ended.
 */
export function ownAlbumsQuery(db: ApiContext['db'], name: string) {
  const owner = eq(albums.userId, sql.placeholder('userId'));
  const available = availableOn(sql.placeholder('today'));
  const whileAvailable = <C extends AnyPgColumn>(column: C) =>
    sql<C['_']['data'] | null>`case when ${available} then ${column} end`;
  return db
    .select({
      id_album: albums.id,
      id_user: albums.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      title: albums.title,
      lien: whileAvailable(albums.lien),
      access_password: whileAvailable(albums.accessCode),
      date: albums.date,
      available_until: albums.availableUntil,
      expired: sql<boolean>`not ${available}`,
    })
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(owner)
    .orderBy(albums.id)
    .prepare(name);
}

/** The fields of a new album that say what it delivers: shared by POST /album and the invitation's album. */
interface NewAlbumFields {
  title?: string | undefined;
  welcome?: string | undefined;
  kind?: SessionKind | undefined;
  reserved_id?: number | undefined;
}

/**
 * An id kept for the album being created (« Galerie sur le site »): taken from the albums' own
 * sequence, so no later album is given it, and its gallery's address can be its link before it exists.
 */
export async function reserveAlbumId(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('albums', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const [row] = result.rows;
  if (!row) throw new Error('nextval returned no row');
  return row.id;
}

/**
 * The title, welcome text, kind (its gallery settings with it) and reserved id of a new album. A
 * reserved id must come from the sequence (no album may be put ahead of it, where a later one
 * would collide); one already in use is refused by the primary key (see withReservedId).
 */
export async function newAlbumValues(tx: Database, fields: NewAlbumFields) {
  if (fields.reserved_id !== undefined) {
    const result = (await tx.execute(
      sql`select pg_sequence_last_value(pg_get_serial_sequence('albums', 'id')::regclass)::int as last`,
    )) as unknown as { rows: { last: number | null }[] };
    const last = result.rows[0]?.last ?? 0;
    if (fields.reserved_id > last) throw new HttpError(400, albumMessages.reservedIdInvalid);
  }
  return {
    ...(fields.reserved_id !== undefined ? { id: fields.reserved_id } : {}),
    title: fields.title ?? '',
    welcome: fields.welcome ?? '',
    kind: fields.kind ?? null,
    ...(fields.kind ? sessionKinds[fields.kind].settings : {}),
  };
}

/** An album id reserved twice (two tabs, one reservation) is refused with what to do. */
export async function withReservedId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, albumMessages.reservedIdTaken);
    throw error;
  }
}
