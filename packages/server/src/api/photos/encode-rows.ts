import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { albumPhotos, photos } from '../../db/schema';
import type { EncodeRow, EncodeRows } from './encode-job';

type Row = EncodeRow & { key: string | null };

/** The two tables of photos to encode: the library's, and the photos of clients' albums. */
type PhotoTable = typeof photos | typeof albumPhotos;

/** Where a table keeps a photo's files: the original read (unless its row names it), the variants written. */
export interface PhotoFiles {
  original(id: string): string;
  variant(id: string, width: number, extension: string): string;
}

/** The rows of either table of photos as encode-job.ts works them: the same columns, the same states. */
export function encodeRows(db: Database, table: PhotoTable, files: PhotoFiles): EncodeRows<Row> {
  // One table at a time: drizzle's builders are typed for one table, not for the union of both.
  const t = table as typeof photos;
  const waiting = inArray(t.status, ['pending', 'processing']);
  // An album's photo names its original's key in its row; the library's is made from the id.
  const key = 'storageKey' in table ? table.storageKey : sql<null>`null`;
  return {
    async start(id, attempt) {
      const [row] = await db
        .update(t)
        .set({ status: 'processing', attempts: attempt })
        .where(and(eq(t.id, id), waiting))
        .returning({ id: t.id, name: t.originalName, key });
      return row;
    },
    fail: (row, message) => db.update(t).set({ status: 'failed', error: message }).where(eq(t.id, row.id)),
    async ready(row, encoded, widths, now) {
      const done = await db
        .update(t)
        .set({
          status: 'ready',
          error: null,
          width: encoded.width,
          height: encoded.height,
          widths,
          placeholder: encoded.placeholder,
          processedAt: now,
        })
        .where(eq(t.id, row.id))
        .returning({ id: t.id });
      return done.length > 0;
    },
    waiting: async () => (await db.select({ id: t.id }).from(t).where(waiting)).map((row) => row.id),
    originalKey: (row) => row.key ?? files.original(row.id),
    variantKey: (row, width, extension) => files.variant(row.id, width, extension),
  };
}
