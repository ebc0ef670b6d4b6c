import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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

/**
 * The columns of a one-use link sent to an account's address (password reset, invitation,
 * address confirmation). Only the SHA-256 of each token is kept: a leaked table cannot be used
 * to follow anyone's link.
 */
const linkColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The links that let a client choose a new password (« Mot de passe oublié »). */
export const passwordResetTokens = pgTable('password_reset_tokens', linkColumns(), (t) => [
  index('password_reset_tokens_user_id_idx').on(t.userId),
]);

/**
 * The links of accounts the studio opened for a client (POST /invitation): the client chooses
 * their password through one. An account is waiting for its client while it has rows and none
 * used; a new invitation deletes the unused ones, and a password chosen another way (a reset)
 * deletes them too.
 */
export const invitations = pgTable('invitations', linkColumns(), (t) => [
  index('invitations_user_id_idx').on(t.userId),
]);

/**
 * Links that prove an address belongs to its account: on registration (`email` is the account's)
 * and on a change (`email` is the new address, which replaces the old one only once confirmed).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  { ...linkColumns(), email: text('email').notNull() },
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
