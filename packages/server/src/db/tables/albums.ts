import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    // Restrict: deleting a client who still owns albums is refused (see docs/api.md).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lien: text('lien').notNull(),
    accessCode: text('access_code').notNull(),
    date: text('date').notNull(),
    /** Last day the owner sees it (studio time); null: no end. */
    availableUntil: date('available_until', { mode: 'string' }),
    /**
     * Set by the one instance that queues the reminder, in the same statement that checks it is
     * still null: several instances on one database queue it once. Cleared when the end changes.
     */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The gallery hosted on the site (album_photos): what the admin sets, and the client's selection.
    /** Photos included in the formula; 0: not set. */
    includedPhotos: integer('included_photos').notNull().default(0),
    downloadsEnabled: boolean('downloads_enabled').notNull().default(true),
    /** 'high': the originals and the web size; 'web': the web size only (contracts' downloadSizes). */
    downloadSize: text('download_size', { enum: ['high', 'web'] })
      .notNull()
      .default('high'),
    /** Only the photos the downloader hearted download. */
    downloadFavouritesOnly: boolean('download_favourites_only').notNull().default(false),
    /** The download PIN's argon2id hash; null: none. Without it, no original and the watermark on. */
    downloadPinHash: text('download_pin_hash'),
    watermark: boolean('watermark').notNull().default(false),
    /** Days the photos' files are kept after the last day, or after the album is deleted. */
    graceDays: integer('grace_days').notNull().default(30),
    /** 'sent' once the client sent her favourites to the studio: locked until the admin reopens it. */
    selectionStatus: text('selection_status', { enum: ['open', 'sent'] })
      .notNull()
      .default('open'),
    selectionSentAt: timestamp('selection_sent_at', { withTimezone: true }),
    /**
     * The removal day the studio was last warned of (seven days before): set in the statement that
     * queues the warning, so it goes once per album and planned day, whatever the instances.
     */
    removalWarnedFor: date('removal_warned_for', { mode: 'string' }),
    // The album as a named delivery: what the client's first screen and « Vos photos sont prêtes » show.
    /** « Mariage de Camille & Hugo »; '' for an album saved without one (the spec's forms). */
    title: text('title').notNull().default(''),
    /** The optional words above the photos; ''. */
    welcome: text('welcome').notNull().default(''),
    /** The kind of session chosen at creation (contracts' sessionKinds), whose defaults it took; null: none. */
    kind: text('kind'),
    /** A photo of this album (checked by the route); a photo deleted or trashed leaves no cover. */
    coverPhotoId: uuid('cover_photo_id').references((): AnyPgColumn => albumPhotos.id, {
      onDelete: 'set null',
    }),
    /** The cover's focal point in % (as the library's photos): where every crop of it centres. */
    coverFocalX: real('cover_focal_x').notNull().default(50),
    coverFocalY: real('cover_focal_y').notNull().default(50),
    /** When « Prévenir le client » last queued « Vos photos sont prêtes »; null: never. */
    clientNotifiedAt: timestamp('client_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('albums_user_id_idx').on(t.userId),
    check(
      'albums_cover_focal_point_check',
      sql`${t.coverFocalX} between 0 and 100 and ${t.coverFocalY} between 0 and 100`,
    ),
    check('albums_selection_status_check', sql`${t.selectionStatus} in ('open', 'sent')`),
    check('albums_included_photos_check', sql`${t.includedPhotos} >= 0`),
    check('albums_grace_days_check', sql`${t.graceDays} >= 0`),
    check('albums_download_size_check', sql`${t.downloadSize} in ('high', 'web')`),
  ],
);

/**
 * The sets she groups an album's photos into (« Préparatifs », « Cérémonie »…), in her order. Deleting
 * one keeps its photos: they go back to no chapter.
 */
export const albumChapters = pgTable(
  'album_chapters',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('album_chapters_album_idx').on(t.albumId, t.position)],
);

/**
 * The photos of a client's album, hosted on the site (api/galleries). Private: never in the
 * library, its API or the sitemap; served only to the album's owner, to whoever opened it with its
 * access code, and to the admin. Like `photos`, its processing is a job (the `gallery-photo`
 * queue), and its files are stored under keys made from its id only.
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: uuid('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    /** The uploaded file's name: shown to the client and listed in the selection sent to the studio. */
    originalName: text('original_name').notNull(),
    /** Where the original is in the photo storage. */
    storageKey: text('storage_key').notNull(),
    type: text('type', { enum: ['jpeg', 'png', 'webp', 'avif'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Size once oriented, read from the header at upload. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull().default(sql`'{}'::integer[]`),
    /** A blurred ~16-pixel preview (data: URI), known once processed. */
    placeholder: text('placeholder'),
    status: text('status', { enum: ['pending', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    /** The owner's (the couple's) heart; a guest's are in gallery_guest_favourites. */
    favourite: boolean('favourite').notNull().default(false),
    /** Hidden by the owner from the guests who open the album with its code: never served to them. */
    hiddenFromGuests: boolean('hidden_from_guests').notNull().default(false),
    /**
     * When the camera took it (EXIF DateTimeOriginal), on the camera's own clock, which names no
     * time zone: compared only with the other photos of a séance. Null: the file does not say.
     */
    takenAt: timestamp('taken_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Her order in the album (within its chapter once chapters are read first); new uploads go last. */
    position: integer('position').notNull().default(0),
    /** The chapter it is shown under; null: none (shown before the chapters). */
    chapterId: integer('chapter_id').references((): AnyPgColumn => albumChapters.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('album_photos_album_idx').on(t.albumId, t.createdAt),
    check('album_photos_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
    check('album_photos_type_check', sql`${t.type} in ('jpeg', 'png', 'webp', 'avif')`),
  ],
);
