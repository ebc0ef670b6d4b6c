import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
