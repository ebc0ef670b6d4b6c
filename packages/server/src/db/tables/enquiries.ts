import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

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
