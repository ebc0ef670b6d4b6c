import { placeOf } from '@lapm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { photoPlacements, photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import type { Transaction } from './context';

/**
 * Refuses `refusal` unless every replacement is a published, ready photo outside `excluded` (the
 * photos leaving their places); they stay locked until the commit, so none leaves meanwhile.
 */
export async function checkReplacements(
  tx: Transaction,
  replacementIds: readonly string[],
  excluded: readonly string[],
  refusal: string,
) {
  if (replacementIds.some((id) => excluded.includes(id))) throw new HttpError(400, refusal);
  if (replacementIds.length === 0) return;
  const usable = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(inArray(photos.id, [...replacementIds]), eq(photos.published, true), eq(photos.status, 'ready')),
    )
    .for('share');
  if (usable.length !== replacementIds.length) throw new HttpError(400, refusal);
}

/**
 * Puts `replacement` in the photo's spot of `place`, at its position; a place already showing the
 * replacement is refused with `twice` (one photo shows once in a place).
 */
export async function swapInPlace(
  tx: Transaction,
  spot: { place: string; photoId: string; replacement: string },
  twice: (title: string) => string,
) {
  const { place, photoId, replacement } = spot;
  const [already] = await tx
    .select({ position: photoPlacements.position })
    .from(photoPlacements)
    .where(and(eq(photoPlacements.place, place), eq(photoPlacements.photoId, replacement)));
  if (already) throw new HttpError(400, twice(placeOf(place)?.label ?? place));
  await tx
    .update(photoPlacements)
    .set({ photoId: replacement })
    .where(and(eq(photoPlacements.place, place), eq(photoPlacements.photoId, photoId)));
}
