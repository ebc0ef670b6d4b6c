import {
  albumEditableFields,
  creationFields,
  endsOnOrAfterSession,
  onlyWhenValid,
  withCreationChecks,
} from './albumFields';
import { studioDay } from './dates';
import { dataOf, idSchema } from './entityFields';
import { validationMessages } from './validation';
import { z } from './zod';

/** Albums (séances): as the admin and their owner see them, and as the admin creates, edits and deletes them. */

/** An album (séance) as the admin screens see it, with its owner's data. */
export const albumSchema = z.object({
  id_album: z.number().int().positive(),
  id_user: z.number().int().positive(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  lien: z.string(),
  access_code: z.string(),
  date: z.string(),
  /** Last day the owner can see it (YYYY-MM-DD, studio time), or null: no end. */
  available_until: z.string().nullable(),
  /** Past its last day: the owner no longer gets it, the admin still does (« Expiré »). */
  expired: z.boolean(),
  /** When the owner first and last clicked « Consulter » (ISO instants), null until then. */
  first_opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  /** Photos of its gallery on the site (the Corbeille's aside). */
  photo_count: z.number().int(),
  /** Days its photos stay after its last day before they go to the Corbeille. */
  grace_days: z.number().int(),
  /** « Mariage de Camille & Hugo »; '' when it has none (then « Album n° 4 » alone). */
  title: z.string(),
  welcome: z.string(),
  /** The kind of session it was created as (sessionKinds), or null. */
  kind: z.string().nullable(),
  /** One of its photos, with the point every crop of it keeps in view (%), or null. */
  cover_photo_id: z.string().nullable(),
  cover_focal_x: z.number(),
  cover_focal_y: z.number(),
  /** When « Vos photos sont prêtes » was last sent (ISO instant), null: never. */
  client_notified_at: z.string().nullable(),
});
export type Album = z.infer<typeof albumSchema>;

/**
 * An album in its owner's own list: the access code is called access_password there. One past its
 * last day is listed as expired, without its link nor its code (null).
 */
export const myAlbumSchema = albumSchema
  .omit({
    access_code: true,
    first_opened_at: true,
    last_opened_at: true,
    photo_count: true,
    grace_days: true,
    welcome: true,
    kind: true,
    cover_photo_id: true,
    cover_focal_x: true,
    cover_focal_y: true,
    client_notified_at: true,
  })
  .extend({ lien: z.string().nullable(), access_password: z.string().nullable() });
export type MyAlbum = z.infer<typeof myAlbumSchema>;

export const albumCreatePayloadSchemaOn = (today: () => string) =>
  withCreationChecks(z.object({ ...albumEditableFields, ...creationFields }), today);

export const albumCreatePayloadSchema = albumCreatePayloadSchemaOn(() => studioDay(new Date()));
export type AlbumCreatePayload = z.infer<typeof albumCreatePayloadSchema>;

/** An update may keep or set a past last day (an expired album stays editable), never one before the session. */
export const albumUpdatePayloadSchema = z
  .object({
    id: idSchema,
    ...albumEditableFields,
    /** Sent once the admin confirmed that a past last day sends the album's photos to the Corbeille. */
    confirm_removal: z.boolean().optional(),
  })
  .refine(endsOnOrAfterSession, { ...onlyWhenValid, message: validationMessages.availabilityBeforeSession });
export type AlbumUpdatePayload = z.infer<typeof albumUpdatePayloadSchema>;

export const albumDeletePayloadSchema = z.object({
  id_album: idSchema,
  /** True once the admin was told how many photos go to the Corbeille with it (refused otherwise). */
  confirm_removal: z.boolean().optional(),
});

export const albumListResponseSchema = dataOf(z.array(albumSchema));
export const albumResponseSchema = dataOf(albumSchema);
export const myAlbumListResponseSchema = dataOf(z.array(myAlbumSchema));
