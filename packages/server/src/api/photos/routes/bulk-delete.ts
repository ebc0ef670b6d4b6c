import {
  type PhotoReplacement,
  photoBulkDeleteSchema,
  photoBulkMessages,
  photoBulkUsesSchema,
  photoMessages,
} from '@lapm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { photoPlacements, photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import { claimPlaces, PLACEMENTS_TAG } from '../../placements/placements';
import { PHOTOS_TAG } from '../repository';
import { photoUses } from '../uses';
import { lockedPhotos, type PhotoRoute, removePhotoFiles, type Transaction } from './context';
import { checkReplacements, swapInPlace } from './place-swap';

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
  await checkReplacements(tx, replacementIds, ids, photoBulkMessages.replacementUnusable);
  for (const use of placed) {
    const replacement = answerOf(use.place, use.photoId)?.replacement_id ?? null;
    if (replacement) {
      await swapInPlace(tx, { ...use, replacement }, photoBulkMessages.replacementTwice);
      continue;
    }
    await tx
      .delete(photoPlacements)
      .where(and(eq(photoPlacements.place, use.place), eq(photoPlacements.photoId, use.photoId)));
  }
  await claimPlaces(tx, [...new Set(placed.map((use) => use.place))]);
  return placed.length > 0;
}

/** Where each photo of a selection is used, the question asked before deleting them. */
export const bulkUsesRoute: PhotoRoute = (app, { db }) => {
  app.post(
    '/photos/bulk/uses',
    { config: { access: 'admin' }, schema: { body: photoBulkUsesSchema } },
    async (request) => {
      const { ids } = request.body;
      const found = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
      if (found.length !== ids.length) throw new HttpError(404, photoMessages.notFound);
      return { data: await photoUses(db, ids) };
    },
  );
};

/** A selection deleted with its files, each place it filled given the answer she chose. */
export const bulkDeleteRoute: PhotoRoute = (app, { db, storage, content }) => {
  app.post(
    '/photos/bulk/delete',
    { config: { access: 'admin' }, schema: { body: photoBulkDeleteSchema } },
    async (request) => {
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
    },
  );
};
