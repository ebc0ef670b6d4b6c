import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

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
