/** The schemas of the photos' placements (docs/decisions/0011); the places themselves are in placements.ts. */
import { dataOf } from './entities';
import { photoSchema } from './photos';
import {
  MAX_PLACED_PHOTOS,
  type PlacedPhoto,
  placementMessages,
  placementPages,
  placeOf,
} from './placements';
import { z } from './zod';

/** A photo of the library as a page draws it: its sizes, description and blurred preview. */
export const photoFieldsSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  placeholder: z.string(),
});

/** A placed photo as the public pages get it (PlacedPhoto). */
export const placedPhotoSchema: z.ZodType<PlacedPhoto> = photoFieldsSchema.extend({
  focal_point: z.object({ x: z.number(), y: z.number() }).optional(),
});

/** A page's places, by key (PagePlacements: an empty list the demo images, null the spot left out). */
export const pagePlacementsSchema = z.record(z.string(), z.array(placedPhotoSchema).nullable());
export const pagePlacementsResponseSchema = dataOf(pagePlacementsSchema);

export const placementQuerySchema = z.object({
  page: z.string().refine((page) => placementPages.includes(page), placementMessages.unknownPlace),
});

export const placeParamsSchema = z.object({
  place: z.string().refine((key) => placeOf(key) !== undefined, placementMessages.unknownPlace),
});

/** PUT /admin/placements/:place: the whole ordered selection, replacing the one before. */
export const placementPayloadSchema = z.object({
  photo_ids: z
    .array(z.uuid({ message: placementMessages.notPlaceable }))
    .max(MAX_PLACED_PHOTOS, placementMessages.tooMany(MAX_PLACED_PHOTOS))
    .refine((ids) => new Set(ids).size === ids.length, placementMessages.duplicate),
});
export type PlacementPayload = z.infer<typeof placementPayloadSchema>;

/** The admin's view of a place: its photos in order, as the library describes them. */
export const placementResponseSchema = dataOf(z.array(photoSchema));

/** The selection she was making for a place and has not saved, with the time of its last save. */
export const placementDraftSchema = z.object({ photos: z.array(photoSchema), saved_at: z.string() });
export type PlacementDraft = z.infer<typeof placementDraftSchema>;
export const placementDraftResponseSchema = dataOf(placementDraftSchema.nullable());

/** PUT /admin/placements/:place/fallback: what the place shows once emptied; null, nothing. */
export const placeFallbackPayloadSchema = z.object({
  photo_id: z.uuid({ message: placementMessages.notPlaceable }).nullable(),
});
export type PlaceFallbackPayload = z.infer<typeof placeFallbackPayloadSchema>;
export const placeFallbackResponseSchema = dataOf(photoSchema.nullable());
