import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    address: text('address'),
    email: text('email').notNull(),
    /** The client file's (« Fiche client »): what the studio notes about a client, never shown to them. */
    phone: text('phone'),
    notes: text('notes'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    /** Null until the owner of the address opens the confirmation link (« non confirmé »). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** False once the client turns off the e-mails about their albums (publication, reminder). */
    albumEmails: boolean('album_emails').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Léa@Example.fr and lea@example.fr are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

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

/** One row per login: the token's jti. Revoking a row logs that token out before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Only the SHA-256 of each token is kept: a leaked table cannot reset anyone's password. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * The links of accounts the studio opened for a client (POST /invitation): the client chooses
 * their password through one. Only the SHA-256 of each token is kept, as for password resets. An
 * account is waiting for its client while it has rows and none used; a new invitation deletes the
 * unused ones, and a password chosen another way (a reset) deletes them too.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_user_id_idx').on(t.userId)],
);

/**
 * Links that prove an address belongs to its account: on registration (`email` is the account's)
 * and on a change (`email` is the new address, which replaces the old one only once confirmed).
 * Only the SHA-256 of each token is kept, as for password resets.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_id_idx').on(t.userId)],
);

/**
 * The anti-abuse counters when RATE_LIMIT_STORE=database: one row per key (`login-ip:…`,
 * `register-ip:…`), so that every instance sharing the database counts against the same budget.
 * Times are epoch milliseconds from the instances' clocks (Date.now()), the clock the in-memory
 * store uses too; the delay arithmetic stays exact in SQL. A row is dead once `expires_at_ms` has
 * passed and is deleted by the periodic purge.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Hits in the current window, or failures of a login key. */
    hits: integer('hits').notNull(),
    /** The last counted hit: a login delay runs from it. */
    lastHitMs: bigint('last_hit_ms', { mode: 'number' }).notNull(),
    expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_ms_idx').on(t.expiresAtMs)],
);

/**
 * Blog articles, edited in the admin (docs/decisions/0008). The body is the Markdown she typed;
 * the blog receives it already turned into blocks. `version` goes up by one at every change: a
 * save made from an older version is refused. The five articles of the spec are written in when
 * the table is first found empty (src/api/articles/seed.ts).
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The date shown on the article, ISO; the list is sorted on it. */
    published: date('published', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cover: jsonb('cover').$type<{ src: string; alt: string }>().notNull(),
    headTitle: text('head_title').notNull(),
    headDescription: text('head_description').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    breadcrumbName: text('breadcrumb_name').notNull(),
    shareImage: jsonb('share_image').$type<{ src: string; alt: string }>().notNull(),
    markdown: text('markdown').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    version: integer('version').notNull().default(1),
    /**
     * What she is typing, saved as she types and not yet « Enregistrer »: the article's fields as
     * the form sends them (checked by isDraftOf), with the time of their last save. A save clears it.
     */
    autosave: jsonb('autosave'),
    autosavedAt: timestamp('autosaved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.isPublished, t.published)],
);

/**
 * An article as each save left it (« Versions »): the fields she edits, who saved them and when,
 * and the fields that save changed (their keys). Only the latest ARTICLE_REVISIONS_KEPT of an
 * article are kept (src/api/articles/revisions.ts says why). The author's name is copied: a
 * version keeps saying who wrote it after that account is gone.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    changes: jsonb('changes').$type<string[]>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.id)],
);

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

/** Each download (« Téléchargé le … », and by whom): one photo, or the whole album as a ZIP. */
export const galleryDownloads = pgTable(
  'gallery_downloads',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'archive'] }).notNull(),
    /** The photo's file name, kept if the photo is deleted later; null for the whole album. */
    fileName: text('file_name'),
    size: text('size', { enum: ['high', 'web'] })
      .notNull()
      .default('high'),
    /** Who downloaded: the owner, a guest or the admin (contracts' downloaders). */
    downloader: text('downloader', { enum: ['owner', 'guest', 'admin'] })
      .notNull()
      .default('owner'),
    /** The guest's name as they gave it, kept as it was then; null for anyone else or a nameless guest. */
    guestName: text('guest_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_downloads_album_idx').on(t.albumId, t.createdAt),
    check('gallery_downloads_kind_check', sql`${t.kind} in ('photo', 'archive')`),
    check('gallery_downloads_size_check', sql`${t.size} in ('high', 'web')`),
    check('gallery_downloads_downloader_check', sql`${t.downloader} in ('owner', 'guest', 'admin')`),
  ],
);

/**
 * Who opened a gallery with its access code: the SHA-256 of the random token of their cookie, and
 * of the code it was opened with, so that a new code shuts out every browser the old one opened.
 */
/**
 * The guests of an album (code holders), each named by the first name or e-mail they gave once:
 * the same name, case and spaces aside, finds the same list from another browser.
 */
export const galleryGuests = pgTable(
  'gallery_guests',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gallery_guests_album_name_idx').on(t.albumId, t.nameKey)],
);

/** A guest's hearts: their own list, apart from the owner's selection (album_photos.favourite). */
export const galleryGuestFavourites = pgTable(
  'gallery_guest_favourites',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => galleryGuests.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.photoId] }),
    index('gallery_guest_favourites_photo_idx').on(t.photoId),
  ],
);

export const galleryAccessTokens = pgTable(
  'gallery_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    codeDigest: text('code_digest').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who this browser said it is (first name or e-mail): their own favourites; null until said. */
    guestId: integer('guest_id').references(() => galleryGuests.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('gallery_access_tokens_album_idx').on(t.albumId),
    index('gallery_access_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The files of the photos of a deleted album, kept until `purge_after` (its grace days), then
 * deleted by the gallery sweep. Filled by a trigger on the deletion of an album, whichever route
 * deletes it (the admin, or the client deleting her account).
 */
export const galleryFilePurges = pgTable(
  'gallery_file_purges',
  {
    photoId: uuid('photo_id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('gallery_file_purges_purge_after_idx').on(t.purgeAfter)],
);

/**
 * The « Corbeille »: gallery photos deleted by the admin, or taken from an album past its grace
 * days, with everything needed to put them back. Their files stay where they were (keys made from
 * the photo's id) until `purge_after`, when the gallery sweep deletes files and row. A deleted
 * album's photos stay here (no foreign key to albums): its row is kept in deleted_albums, from
 * which restoring one of them brings the album back.
 */
export const galleryTrash = pgTable(
  'gallery_trash',
  {
    photoId: uuid('photo_id').primaryKey(),
    /** An album's id, or a deleted album's (deleted_albums). */
    albumId: integer('album_id').notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    type: text('type', { enum: ['jpeg', 'png', 'webp', 'avif'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    placeholder: text('placeholder'),
    status: text('status', { enum: ['pending', 'processing', 'ready', 'failed'] }).notNull(),
    error: text('error'),
    favourite: boolean('favourite').notNull(),
    takenAt: timestamp('taken_at'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: ['deleted', 'expired'] }).notNull(),
    trashedAt: timestamp('trashed_at', { withTimezone: true }).notNull(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gallery_trash_album_idx').on(t.albumId),
    index('gallery_trash_purge_after_idx').on(t.purgeAfter),
    check('gallery_trash_reason_check', sql`${t.reason} in ('deleted', 'expired')`),
  ],
);

/**
 * An album deleted while it held photos: they went to the Corbeille, and its row waits here (as
 * it was, JSON) for as long as one of them is there, so that restoring one brings the album back
 * with its id, link, code and settings. The owner is kept by id; a deleted account leaves null
 * (the album then comes back to the admin who restores it). The client's name labels the
 * Corbeille meanwhile.
 */
export const deletedAlbums = pgTable('deleted_albums', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  clientName: text('client_name').notNull(),
  album: jsonb('album').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
});

/**
 * The words and prices of the public pages (« Contenu du site »): every publish is a new row, never
 * changed afterwards, so the history says who published what and when, and a restore publishes an
 * old document again. A page shows its newest published row; a page with none its first content.
 * A page also has at most one `draft` row: what the admin is typing, saved as she types and
 * rewritten in place (`created_at` is then the time of its last save); publishing or restoring
 * deletes it.
 */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    document: jsonb('document').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The version it restored, if it is a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_content_versions_page_idx').on(t.page, t.id),
    uniqueIndex('site_content_versions_draft_idx').on(t.page).where(sql`${t.status} = 'draft'`),
    check('site_content_versions_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * The enquiries sent from the site's form (/contacts, a price card's « Demander cette formule »):
 * what the visitor typed, when they agreed to be contacted, and where the studio is with it.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    formula: text('formula').notNull(),
    wishedDate: text('wished_date'),
    message: text('message').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('nouvelle'),
    /** The client account the studio made of it (or found at its address); the enquiry outlives the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_user_id_idx').on(t.userId),
    check('enquiries_status_check', sql`${t.status} in ('nouvelle', 'répondue', 'réservée', 'sans suite')`),
    index('enquiries_created_at_idx').on(t.createdAt),
  ],
);

/** Her answers to an enquiry, e-mailed to the visitor and kept as its thread. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.sentAt)],
);

/**
 * Her booking rules (« Réservations »): one row. `availability` is checked by the shared schema
 * (contracts/bookings.ts) before it is written; `feed_token` is the secret of her calendar feed's
 * address, replaced when she revokes it.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    availability: jsonb('availability').notNull(),
    feedToken: text('feed_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('booking_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The sessions booked from a price card. `held_from`–`held_until` is the time the booking keeps
 * for itself (the session and the pause after it; a whole day for a wedding): while it is pending
 * or confirmed, an exclusion constraint (hand-written in its migration) keeps any other booking
 * out of it, whatever the code above it checked. `cancel_token` is the digest of the visitor's
 * cancellation and move links. `sequence` counts the moves: the calendar files of its e-mails
 * carry it, so that a calendar replaces the event of the same UID rather than keeping the old one.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    formula: text('formula').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    heldFrom: timestamp('held_from', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('en attente'),
    cancelToken: text('cancel_token').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('bookings_status_check', sql`${t.status} in ('en attente', 'confirmée', 'refusée', 'annulée')`),
    check('bookings_held_check', sql`${t.heldFrom} < ${t.heldUntil}`),
    index('bookings_starts_at_idx').on(t.startsAt),
    uniqueIndex('bookings_cancel_token_idx').on(t.cancelToken),
  ],
);

/**
 * The e-mails a booking sent (its request, her answer, a cancellation, a move), to the visitor or
 * to the studio, with their subject: the client file's history lists those of its address.
 */
export const bookingEmails = pgTable(
  'booking_emails',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['studio', 'visitor'] }).notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_emails_booking_idx').on(t.bookingId, t.sentAt),
    check('booking_emails_recipient_check', sql`${t.recipient} in ('studio', 'visitor')`),
  ],
);
