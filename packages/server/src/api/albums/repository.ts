import { and, eq, gte, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { albums, users } from '../../db/schema';
import type { ApiContext } from '../context';

/** Whether the album is still for its owner on `today` (its last day included). */
export const availableOn = (today: string | Placeholder) =>
  or(isNull(albums.availableUntil), gte(albums.availableUntil, sql`${today}::date`));

/**
 * The albums of one owner as they see them (GET /album/my, the personal data export): the
 * access code is their access_password. `name` keeps each prepared statement distinct. Both take
 * a `today`: the list leaves out albums past their last day (`expired: 'omitted'`); the export
 * keeps them, as it keeps everything the studio holds, but without the link and the code, which
 * the owner no longer gets once the album has ended (`expired: 'withheld'`).
 */
export function ownAlbumsQuery(
  db: ApiContext['db'],
  name: string,
  { expired }: { expired: 'omitted' | 'withheld' },
) {
  const owner = eq(albums.userId, sql.placeholder('userId'));
  const available = availableOn(sql.placeholder('today'));
  const whileAvailable = <C extends AnyPgColumn>(column: C) =>
    expired === 'withheld' ? sql<C['_']['data'] | null>`case when ${available} then ${column} end` : column;
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
    })
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(expired === 'omitted' ? and(owner, available) : owner)
    .orderBy(albums.id)
    .prepare(name);
}
