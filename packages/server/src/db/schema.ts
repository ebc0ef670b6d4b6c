import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    address: text('address'),
    email: text('email').notNull(),
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
  },
  (t) => [index('albums_user_id_idx').on(t.userId)],
);

/**
 * E-mails about albums waiting to go out, processed in the background by every instance
 * (src/mail/album-mail-queue.ts). A row names the album and the kind of message, never an address
 * or a link: the message is written when it is sent, from the album and owner as they are then.
 * A row is deleted once sent (or no longer to be sent); a failure pushes `next_attempt_at` back.
 */
export const albumMailQueue = pgTable(
  'album_mail_queue',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['published', 'link_changed', 'reminder'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** An instance that claimed the row sends it until then; after, another may (it crashed). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('album_mail_queue_next_attempt_at_idx').on(t.nextAttemptAt),
    index('album_mail_queue_album_id_idx').on(t.albumId),
    check('album_mail_queue_kind_check', sql`${t.kind} in ('published', 'link_changed', 'reminder')`),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.isPublished, t.published)],
);

/**
 * The photographer's photo library. A row is made once the original is safely stored, and is the
 * processing queue too: `pending` and `processing` rows are claimed one at a time by any instance
 * (FOR UPDATE SKIP LOCKED), and a claim whose instance died runs out at `locked_until`. Files are
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('photos_uploaded_at_idx').on(t.uploadedAt),
    index('photos_queue_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'processing')`),
    check('photos_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
    check('photos_type_check', sql`${t.type} in ('jpeg', 'png', 'webp', 'avif')`),
    // Published photos are shown on public pages: never without a description.
    check('photos_published_alt_check', sql`not ${t.published} or length(trim(${t.alt})) > 0`),
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
