import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The photographer's photo library. A row is made once the original is safely stored; its
 * processing is a job of the `photo` queue (photos/job.ts), and `status` says where it is. Files are
 * stored under keys made from the id only (`originals/<id>`, `variants/<id>/<width>.<ext>`): the
 * uploaded file's name is kept for display and never becomes a path.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    originalName: text('original_name').notNull(),
    /** The type read from the file's first bytes. */
    type: text('type', { enum: ['jpeg', 'png', 'webp', 'avif'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    alt: text('alt').notNull().default(''),
    status: text('status', { enum: ['pending', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why processing failed, in French, for the admin. */
    error: text('error'),
    published: boolean('published').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    widths: integer('widths').array().notNull().default(sql`'{}'::integer[]`),
    placeholder: text('placeholder'),
    /** The point every crop keeps in view, in % of the width and height (CSS object-position). */
    focalX: real('focal_x').notNull().default(50),
    focalY: real('focal_y').notNull().default(50),
    attempts: integer('attempts').notNull().default(0),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('photos_uploaded_at_idx').on(t.uploadedAt),
    check('photos_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
    check('photos_type_check', sql`${t.type} in ('jpeg', 'png', 'webp', 'avif')`),
    // Published photos are shown on public pages: never without a description.
    check('photos_published_alt_check', sql`not ${t.published} or length(trim(${t.alt})) > 0`),
    check('photos_focal_point_check', sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
  ],
);

/**
 * The photos the admin placed on the public pages (docs/decisions/0011): one ordered selection per
 * place (`home:main`, `portfolio:<album>`, `service:<gallery>`). A deleted photo leaves every place.
 */
export const photoPlacements = pgTable(
  'photo_placements',
  {
    place: text('place').notNull(),
    position: integer('position').notNull(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.position] }),
    uniqueIndex('photo_placements_place_photo_idx').on(t.place, t.photoId),
    index('photo_placements_photo_idx').on(t.photoId),
  ],
);

/**
 * A place she has made hers (a selection saved, a photo deleted from it, a fallback chosen): once
 * here, an empty selection never brings the template's demo photos back. It shows her fallback
 * photo, or nothing at all when she chose none (or it was deleted, or is unpublished).
 */
export const placeSettings = pgTable('place_settings', {
  place: text('place').primaryKey(),
  fallbackPhotoId: uuid('fallback_photo_id').references(() => photos.id, { onDelete: 'set null' }),
});

/**
 * The selection she is making for a place (« Mise en page ») and has not saved: one a place, kept
 * as she picks, read back on any device; saving the place deletes it. A photo deleted since is
 * left out when read.
 */
export const placementDrafts = pgTable('placement_drafts', {
  place: text('place').primaryKey(),
  photoIds: uuid('photo_ids').array().notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});
