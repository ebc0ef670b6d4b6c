import { photoIdParamsSchema, photoReplaceMessages, photoReplaceSchema, placeOf } from '@lapm/contracts';
import { HttpError } from '../../errors';
import { claimPlaces, PLACEMENTS_TAG } from '../../placements/placements';
import { photoUses } from '../uses';
import { lockedPhotos, type PhotoRoute } from './context';
import { checkReplacements, swapInPlace } from './place-swap';

/**
 * « Remplacer »: another photo of the library takes this one's spot in the places she picks, at
 * its position; this photo stays in the library as it was. The places are read in the same
 * transaction, so a place it left since her question is refused rather than filled twice.
 */
export const replaceRoute: PhotoRoute = (app, { db, content }) => {
  app.post(
    '/photos/:id/replace',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema, body: photoReplaceSchema } },
    async (request) => {
      const { id } = request.params;
      const { replacements } = request.body;
      await db.transaction(async (tx) => {
        await lockedPhotos(tx, [id]);
        const placed = ((await photoUses(tx, [id]))[id] ?? []).filter((use) => use.kind === 'place');
        for (const { place } of replacements) {
          if (!placed.some((use) => use.key === place))
            throw new HttpError(409, photoReplaceMessages.notThere(placeOf(place)?.label ?? place));
        }
        const replacementIds = [...new Set(replacements.map((answer) => answer.replacement_id))];
        await checkReplacements(tx, replacementIds, [id], photoReplaceMessages.unusable);
        for (const { place, replacement_id } of replacements)
          await swapInPlace(
            tx,
            { place, photoId: id, replacement: replacement_id },
            photoReplaceMessages.twice,
          );
        await claimPlaces(tx, [...new Set(replacements.map((answer) => answer.place))]);
      });
      content.changed(PLACEMENTS_TAG);
      request.log.info(
        { event: 'photo_replaced', photoId: id, places: replacements.length },
        'photo remplacée',
      );
      return { message: photoReplaceMessages.replaced(replacements.length) };
    },
  );
};
