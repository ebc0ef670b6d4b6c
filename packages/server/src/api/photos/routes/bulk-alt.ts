import { MAX_BULK_PHOTOS, photoBulkAltSchema, photoBulkMessages } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { photos } from '../../../db/schema';
import { HttpError, invalidBody } from '../../errors';
import { PHOTOS_TAG } from '../repository';
import { lockedPhotos, type PhotoRoute } from './context';

const refused = { message: 'Requête invalide.' };
const bulkAltShape = z.object(
  {
    photos: z
      .array(z.object({ id: z.string(refused), alt: z.string(refused) }, refused), refused)
      .max(MAX_BULK_PHOTOS, photoBulkMessages.tooMany),
  },
  refused,
);

/**
 * Every description of a selection at once. The route's schema only checks the shape (it answers
 * the first refusal alone); the rules are checked here, each refused description named by its
 * row, shown under its own field.
 */
export const bulkAltRoute: PhotoRoute = (app, { db, content }) => {
  app.put(
    '/photos/bulk/alt',
    { config: { access: 'admin' }, schema: { body: bulkAltShape } },
    async (request) => {
      const parsed = photoBulkAltSchema.safeParse(request.body);
      if (!parsed.success) {
        const refusal = invalidBody(parsed.error);
        // Rows are named under their field; a refusal of the whole list is its message alone.
        throw refusal.issues?.some((issue) => issue.path.length > 2)
          ? refusal
          : new HttpError(400, refusal.message);
      }
      const rows = parsed.data.photos;
      const data = await db.transaction(async (tx) => {
        await lockedPhotos(
          tx,
          rows.map((row) => row.id),
        );
        for (const { id, alt } of rows) await tx.update(photos).set({ alt }).where(eq(photos.id, id));
        return lockedPhotos(
          tx,
          rows.map((row) => row.id),
        );
      });
      content.changed(PHOTOS_TAG);
      return { message: photoBulkMessages.altsSaved(rows.length), data };
    },
  );
};
