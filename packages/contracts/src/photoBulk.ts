/**
 * The library in bulk: several photos published, unpublished, described or deleted in one request
 * and one transaction. Deleting a photo placed on the site names the photo that takes its place in
 * each place (or none: the place then shows her fallback, docs/decisions/0011).
 */
import { dataOf, requiredText } from './entities';
import { MAX_ALT_LENGTH, PHOTO_PAGE_SIZE, photoMessages, photoSchema, photoUseSchema } from './photos';
import { z } from './zod';

/** At most a page of the library at once: what « Tout sélectionner » selects. */
export const MAX_BULK_PHOTOS = PHOTO_PAGE_SIZE;

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

export const photoBulkMessages = {
  noneSelected: 'Sélectionnez au moins une photo.',
  tooMany: `Sélectionnez au plus ${MAX_BULK_PHOTOS} photos à la fois.`,
  duplicate: 'Une photo figure deux fois dans la sélection.',
  confirm: 'Confirmez la suppression avant de supprimer.',
  altMissing: (name: string) =>
    `« ${name} » n’a pas de description : ajoutez-la avant de la publier (rien n’a été publié).`,
  notReady: (name: string) =>
    `« ${name} » n’est pas encore prête : attendez la fin de son traitement (rien n’a été publié).`,
  replacementMissing: (title: string) =>
    `Choisissez la photo qui prendra sa place dans « ${title} », ou aucune (rien n’a été supprimé).`,
  replacementUnusable:
    'La photo de remplacement doit être publiée, décrite et rester dans la photothèque (rien n’a été supprimé).',
  replacementTwice: (title: string) =>
    `La photo de remplacement figure déjà dans « ${title} » : choisissez-en une autre (rien n’a été supprimé).`,
  published: (count: number) => `${count} ${plural(count, 'photo publiée', 'photos publiées')}.`,
  unpublished: (count: number) => `${count} ${plural(count, 'photo retirée', 'photos retirées')} du site.`,
  deleted: (count: number) => `${count} ${plural(count, 'photo supprimée', 'photos supprimées')}.`,
  altsSaved: (count: number) =>
    `${count} ${plural(count, 'description enregistrée', 'descriptions enregistrées')}.`,
} as const;

const photoIdsSchema = z
  .array(z.uuid({ message: photoMessages.notFound }), { message: photoBulkMessages.noneSelected })
  .min(1, photoBulkMessages.noneSelected)
  .max(MAX_BULK_PHOTOS, photoBulkMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, photoBulkMessages.duplicate);

/**
 * « Remplacer »: another photo of the library takes this one's place on the site, in the places
 * she picks; this one stays in the library, published or not as it was.
 */
export const photoReplaceMessages = {
  noPlace: 'Choisissez la photo qui la remplace dans au moins un emplacement.',
  samePlaceTwice: 'Un emplacement figure deux fois dans la demande.',
  notThere: (title: string) =>
    `Cette photo n’est plus dans « ${title} » : rechargez la page (rien n’a été remplacé).`,
  unusable:
    'La photo de remplacement doit être publiée, décrite et différente de celle-ci (rien n’a été remplacé).',
  twice: (title: string) =>
    `La photo de remplacement figure déjà dans « ${title} » : choisissez-en une autre (rien n’a été remplacé).`,
  replaced: (count: number) =>
    `Photo remplacée dans ${count} ${plural(count, 'emplacement', 'emplacements')}.`,
} as const;

/** POST /photos/{id}/replace: for each place she changes, the photo that takes it. */
export const photoReplaceSchema = z.object({
  replacements: z
    .array(
      z.object({
        place: z.string().max(100),
        replacement_id: z.uuid({ message: photoReplaceMessages.unusable }),
      }),
      { message: photoReplaceMessages.noPlace },
    )
    .min(1, photoReplaceMessages.noPlace)
    .max(40)
    .refine(
      (list) => new Set(list.map((answer) => answer.place)).size === list.length,
      photoReplaceMessages.samePlaceTwice,
    ),
});
export type PhotoReplace = z.infer<typeof photoReplaceSchema>;
export const photoReplaceResponseSchema = z.object({ message: z.string() });

/** POST /photos/bulk/published: the selection put on the site, or taken off it. */
export const photoBulkPublishSchema = z.object({ ids: photoIdsSchema, published: z.boolean() });
export type PhotoBulkPublish = z.infer<typeof photoBulkPublishSchema>;

/** POST /photos/bulk/uses: where each selected photo shows, asked before deleting. */
export const photoBulkUsesSchema = z.object({ ids: photoIdsSchema });
export const photoBulkUsesResponseSchema = dataOf(z.record(z.string(), z.array(photoUseSchema)));

/** The photo that takes `photo_id`'s spot in `place`; null leaves the spot empty. */
export const photoReplacementSchema = z.object({
  place: z.string().max(100),
  photo_id: z.uuid({ message: photoMessages.notFound }),
  replacement_id: z.uuid({ message: photoBulkMessages.replacementUnusable }).nullable(),
});
export type PhotoReplacement = z.infer<typeof photoReplacementSchema>;

/**
 * POST /photos/bulk/delete: the selection, her answer for every place it fills (the server refuses
 * a delete that leaves one unanswered) and her confirmation.
 */
export const photoBulkDeleteSchema = z.object({
  ids: photoIdsSchema,
  replacements: z.array(photoReplacementSchema).max(MAX_BULK_PHOTOS * 40),
  confirm: z.literal(true, { message: photoBulkMessages.confirm }),
});
export type PhotoBulkDelete = z.infer<typeof photoBulkDeleteSchema>;

/** PUT /photos/bulk/alt: one description a photo, all saved or none; refusals name their row. */
export const photoBulkAltSchema = z.object({
  photos: z
    .array(
      z.object({
        id: z.uuid({ message: photoMessages.notFound }),
        alt: requiredText(photoMessages.altRequired).max(
          MAX_ALT_LENGTH,
          `La description tient en ${MAX_ALT_LENGTH} caractères au plus.`,
        ),
      }),
      { message: photoBulkMessages.noneSelected },
    )
    .min(1, photoBulkMessages.noneSelected)
    .max(MAX_BULK_PHOTOS, photoBulkMessages.tooMany)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, photoBulkMessages.duplicate),
});
export type PhotoBulkAlt = z.infer<typeof photoBulkAltSchema>;

export const photoBulkResponseSchema = z.object({ message: z.string(), data: z.array(photoSchema) });
