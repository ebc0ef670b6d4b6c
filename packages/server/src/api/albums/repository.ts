import { eq, gte, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { albums, users } from '../../db/schema';
import type { ApiContext } from '../context';

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
