import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { albumPhotos, albums } from './albums';
import { createdAt } from './columns';

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
