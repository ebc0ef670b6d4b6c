import { PHOTO_PAGE_SIZE, photoQuerySchema, STUDIO_TIME_ZONE } from '@lapm/contracts';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { photoColumns, toPhoto } from '../repository';
import { photoUses } from '../uses';
import type { PhotoRoute } from './context';

/** `%` and `_` typed in the search box are looked for as such. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The upload day in the studio's time zone, as the admin's date filter means it. */
const uploadDay = sql`(${photos.uploadedAt} at time zone ${STUDIO_TIME_ZONE})::date`;

/** The library's page: newest first, searched by words in the description or the file's name. */
export const listRoute: PhotoRoute = (app, { db }) => {
  app.get(
    '/photos',
    { config: { access: 'admin' }, schema: { querystring: photoQuerySchema } },
    async (request) => {
      const { page, q, from, to, published } = request.query;
      const filters: SQL[] = published ? [eq(photos.published, true)] : [];
      for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
        const pattern = likePattern(word);
        filters.push(or(ilike(photos.alt, pattern), ilike(photos.originalName, pattern)) as SQL);
      }
      if (from) filters.push(gte(uploadDay, sql`${from}::date`));
      if (to) filters.push(lte(uploadDay, sql`${to}::date`));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(photoColumns)
          .from(photos)
          .where(where)
          .orderBy(desc(photos.uploadedAt), desc(photos.id))
          .limit(PHOTO_PAGE_SIZE)
          .offset((page - 1) * PHOTO_PAGE_SIZE),
        db.select({ value: count() }).from(photos).where(where),
      ]);
      const uses = await photoUses(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map(toPhoto), total: total?.value ?? 0, page, page_size: PHOTO_PAGE_SIZE, uses };
    },
  );
};
