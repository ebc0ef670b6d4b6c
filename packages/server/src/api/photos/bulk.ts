import {
  MAX_BULK_PHOTOS,
  type Photo,
  type PhotoReplacement,
  photoBulkAltSchema,
  photoBulkDeleteSchema,
  photoBulkMessages,
  photoBulkPublishSchema,
  photoBulkUsesSchema,
  photoMessages,
  placeOf,
} from '@lapm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { photoPlacements, photos } from '../../db/schema';
import { HttpError, invalidBody } from '../errors';
import { claimPlaces, PLACEMENTS_TAG } from '../placements/placements';
import { PHOTOS_TAG, photoColumns, toPhoto } from './repository';
import { type PhotoContext, removePhotoFiles } from './routes/context';
import { photoUses } from './uses';

const refused = { message: 'Requête invalide.' };
const bulkAltShape = z.object(
  {
    photos: z
      .array(z.object({ id: z.string(refused), alt: z.string(refused) }, refused), refused)
      .max(MAX_BULK_PHOTOS, photoBulkMessages.tooMany),
  },
  refused,
);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The selected rows, locked until the commit; a selection naming a photo deleted meanwhile is refused whole. */
async function lockedPhotos(tx: Transaction, ids: readonly string[]): Promise<Photo[]> {
  const rows = await tx
    .select(photoColumns)
    .from(photos)
    .where(inArray(photos.id, [...ids]))
    .for('update');
  if (rows.length !== ids.length) throw new HttpError(404, photoMessages.notFound);
  const byId = new Map(rows.map((row) => [row.id, toPhoto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Puts each answer in place of the deleted photo it names, at its position, and refuses the whole
 * delete while a place filled by a selected photo has no answer: the where-used list is read in the
 * same transaction as the delete, so nothing placed since her question slips through.
 */
async function replaceInPlaces(
  tx: Transaction,
  ids: readonly string[],
  answers: readonly PhotoReplacement[],
) {
  const uses = await photoUses(tx, ids);
  const placed = Object.entries(uses).flatMap(([photoId, list]) =>
    list.filter((use) => use.kind === 'place').map((use) => ({ photoId, place: use.key, title: use.title })),
  );
  const answerOf = (place: string, photoId: string) =>
    answers.find((answer) => answer.place === place && answer.photo_id === photoId);
  for (const use of placed) {
    if (!answerOf(use.place, use.photoId))
      throw new HttpError(409, photoBulkMessages.replacementMissing(use.title));
  }
  const replacementIds = [
    ...new Set(placed.flatMap((use) => answerOf(use.place, use.photoId)?.replacement_id ?? [])),
  ];
  if (replacementIds.some((id) => ids.includes(id)))
    throw new HttpError(400, photoBulkMessages.replacementUnusable);
  if (replacementIds.length > 0) {
    const usable = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(inArray(photos.id, replacementIds), eq(photos.published, true), eq(photos.status, 'ready')))
      .for('share');
    if (usable.length !== replacementIds.length)
      throw new HttpError(400, photoBulkMessages.replacementUnusable);
  }
  for (const use of placed) {
    const replacement = answerOf(use.place, use.photoId)?.replacement_id ?? null;
    const spot = and(eq(photoPlacements.place, use.place), eq(photoPlacements.photoId, use.photoId));
    if (!replacement) {
      await tx.delete(photoPlacements).where(spot);
      continue;
    }
    const [already] = await tx
      .select({ position: photoPlacements.position })
      .from(photoPlacements)
      .where(and(eq(photoPlacements.place, use.place), eq(photoPlacements.photoId, replacement)));
    if (already)
      throw new HttpError(400, photoBulkMessages.replacementTwice(placeOf(use.place)?.label ?? use.place));
    await tx.update(photoPlacements).set({ photoId: replacement }).where(spot);
  }
  await claimPlaces(tx, [...new Set(placed.map((use) => use.place))]);
  return placed.length > 0;
}

/**
 * The library in bulk (admins only): a selection published, unpublished, described or deleted in
 * one request and one transaction, all or nothing.
 */
export const photoBulkRoutes: FastifyPluginAsyncZod<PhotoContext> = async (app, { db, storage, content }) => {
  const admin = { config: { access: 'admin' as const } };

  app.post(
    '/photos/bulk/published',
    { ...admin, schema: { body: photoBulkPublishSchema } },
    async (request) => {
      const { ids, published } = request.body;
      const data = await db.transaction(async (tx) => {
        const selected = await lockedPhotos(tx, ids);
        if (published) {
          const undescribed = selected.find((photo) => !photo.alt.trim());
          if (undescribed) throw new HttpError(400, photoBulkMessages.altMissing(undescribed.name));
          const unready = selected.find((photo) => photo.status !== 'ready');
          if (unready) throw new HttpError(409, photoBulkMessages.notReady(unready.name));
        }
        await tx.update(photos).set({ published }).where(inArray(photos.id, ids));
        return selected.map((photo) => ({ ...photo, published }));
      });
      content.changed(PHOTOS_TAG);
      request.log.info(
        { event: published ? 'photos_published' : 'photos_unpublished', count: ids.length },
        'photos',
      );
      return {
        message: published
          ? photoBulkMessages.published(ids.length)
          : photoBulkMessages.unpublished(ids.length),
        data,
      };
    },
  );

  // The route's schema only checks the shape (it answers the first refusal alone); the rules are
  // checked here, each refused description named by its row, shown under its own field.
  app.put('/photos/bulk/alt', { ...admin, schema: { body: bulkAltShape } }, async (request) => {
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
  });

  app.post('/photos/bulk/uses', { ...admin, schema: { body: photoBulkUsesSchema } }, async (request) => {
    const { ids } = request.body;
    const found = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
    if (found.length !== ids.length) throw new HttpError(404, photoMessages.notFound);
    return { data: await photoUses(db, ids) };
  });

  app.post('/photos/bulk/delete', { ...admin, schema: { body: photoBulkDeleteSchema } }, async (request) => {
    const { ids, replacements } = request.body;
    const { deleted, replaced } = await db.transaction(async (tx) => {
      await lockedPhotos(tx, ids);
      const replaced = await replaceInPlaces(tx, ids, replacements);
      const deleted = await tx
        .delete(photos)
        .where(inArray(photos.id, ids))
        .returning({ id: photos.id, widths: photos.widths });
      return { deleted, replaced };
    });
    content.changed(PHOTOS_TAG);
    if (replaced) content.changed(PLACEMENTS_TAG);
    for (const { id, widths } of deleted) await removePhotoFiles(storage, request.log, id, widths);
    request.log.info({ event: 'photos_deleted', count: deleted.length, replaced }, 'photos supprimées');
    return { message: photoBulkMessages.deleted(deleted.length), data: [] };
  });
};
