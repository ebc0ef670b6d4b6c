import { dataOf } from './entityFields';
import { photoFieldsSchema } from './placementSchemas';
import { siteContentMessages as m, siteContentPageOf } from './siteContent';
import { z } from './zod';

/** The admin's edition of a page: its versions and what each changed, her draft, publishing and restoring. */

export const siteContentPageParamsSchema = z.object({
  page: z.string().refine((key) => siteContentPageOf(key) !== undefined, m.unknownPage),
});
export const siteContentVersionParamsSchema = siteContentPageParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /admin/site-content/:page: the whole document, checked against the page's schema by the route. */
export const siteContentPayloadSchema = z.object({ document: z.unknown() });

/** A /tarifs card's photo: a placed photo's fields, with no focal point (CardPhoto). */
export const cardPhotoSchema = photoFieldsSchema;

export const publishedSiteContentSchema = z.object({
  document: z.unknown(),
  photos: z.record(z.string(), cardPhotoSchema),
});
export const publishedSiteContentResponseSchema = dataOf(publishedSiteContentSchema);

export const siteContentVersionSchema = z.object({
  id: z.number().int(),
  page: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
  /** Whether this version is the one the site shows. */
  current: z.boolean(),
});
export type SiteContentVersion = z.infer<typeof siteContentVersionSchema>;

/** Where a field is in a page's document, as zod and the editor name it: `['cards', 3, 'title']`. */
export const fieldPathSchema = z
  .array(z.union([z.string().max(80), z.number().int().min(0).max(1000)]))
  .min(1)
  .max(8);
export type FieldPath = readonly (string | number)[];

/** One field a version changed: its text before and after (null where it did not exist). */
export const siteContentChangeSchema = z.object({
  path: fieldPathSchema,
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * The fields a version changed, by block: a card, a price line, a review, a section (an item of a
 * list), or a field outside any list. A block that existed before can be put back as it was.
 */
export const siteContentChangedBlockSchema = z.object({
  /** Where the block was in the version before; where this version put it, for one it added. */
  path: fieldPathSchema,
  restorable: z.boolean(),
  /**
   * For an item of a list: which item it is (null for a list known by position only), its place
   * before and after this version (null where it was not), and whether this version moved it among
   * the others (an item shifted by a removal before it did not move).
   */
  item: z
    .object({
      identity: z.string().max(300).nullable(),
      before: z.number().int().min(0).nullable(),
      after: z.number().int().min(0).nullable(),
      moved: z.boolean(),
    })
    .optional(),
  changes: z.array(siteContentChangeSchema),
});
export const siteContentChangesSchema = z.object({
  version: z.number().int(),
  /** The version it is compared with; null for the page's first one. */
  previous: z.number().int().nullable(),
  blocks: z.array(siteContentChangedBlockSchema),
});
export type SiteContentChangedBlock = z.infer<typeof siteContentChangedBlockSchema>;
export type SiteContentChanges = z.infer<typeof siteContentChangesSchema>;
export const siteContentChangesResponseSchema = dataOf(siteContentChangesSchema);

/** POST /admin/site-content/:page/restore/:id: the whole version, or one block of it. */
export const siteContentRestorePayloadSchema = z.object({ block: fieldPathSchema.optional() }).nullish();

/** What the admin was typing on a page, kept by the server until she publishes it. */
export const siteContentDraftSchema = z.object({
  document: z.unknown(),
  saved_at: z.string(),
  author: z.string().nullable(),
});
export type SiteContentDraft = z.infer<typeof siteContentDraftSchema>;

/**
 * The admin's view of a page: what it shows now, her draft if she has one, and its publishing
 * history, newest first.
 */
export const siteContentEditionSchema = z.object({
  page: z.string(),
  document: z.unknown(),
  draft: siteContentDraftSchema.nullable(),
  versions: z.array(siteContentVersionSchema),
});
export type SiteContentEdition = z.infer<typeof siteContentEditionSchema>;
export const siteContentEditionResponseSchema = dataOf(siteContentEditionSchema);
export const siteContentSavedResponseSchema = z.object({
  message: z.string(),
  data: siteContentEditionSchema,
});
/** PUT /admin/site-content/:page/draft: the draft as kept, with the time of its save. */
export const siteContentDraftSavedResponseSchema = z.object({
  message: z.string(),
  data: siteContentDraftSchema,
});
