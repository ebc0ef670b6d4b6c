import {
  type AdminArticle,
  type ArticlePayload,
  type ArticleRevision,
  type ArticleRevisionSummary,
  articleFieldsSchema,
  articleRevisionFieldNames,
  articleRevisionFieldOrder,
  articleRevisionMessages,
  type User,
} from '@lapm/contracts';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articleRevisions } from '../../db/schema';
import { HttpError } from '../errors';
import { adminArticle } from './articles';

/**
 * How many versions of one article are kept. Each holds the whole Markdown (up to 60 000
 * characters) and every backup carries them all: 50 covers weeks of her saves, enough to find a
 * text she liked again, without a long-lived article's history outgrowing the articles themselves.
 */
export const ARTICLE_REVISIONS_KEPT = 50;

type Row = typeof articleRevisions.$inferSelect;
type Snapshot = ArticleRevision['fields'];

/** The fields she edits, as the article holds them (not its publication state or version). */
export function snapshotOf(article: Snapshot): Snapshot {
  const { slug, published, title, description, cover, headTitle, headDescription } = article;
  const { keywords, breadcrumbName, shareImage, markdown } = article;
  return {
    slug,
    published,
    title,
    description,
    cover,
    headTitle,
    headDescription,
    keywords,
    breadcrumbName,
    shareImage,
    markdown,
  };
}

function changedFields(before: Snapshot, after: Snapshot): string[] {
  return articleRevisionFieldOrder.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

interface Saved {
  article: AdminArticle;
  /** The article before this save; null when it was just created. */
  before: Snapshot | null;
  author: Pick<User, 'id' | 'firstname' | 'lastname'>;
  restoredFrom?: number;
}

/**
 * Keeps the article as this save left it. A save that changed none of her fields (a publication
 * that kept its date, « Enregistrer » with nothing typed) adds no version: there is nothing new to
 * go back to. The oldest versions past ARTICLE_REVISIONS_KEPT are dropped.
 */
export async function recordRevision(db: Database, { article, before, author, restoredFrom }: Saved) {
  const fields = snapshotOf(article);
  const changes = before ? changedFields(before, fields) : [];
  if (before && changes.length === 0 && restoredFrom === undefined) return;
  await db.insert(articleRevisions).values({
    articleId: article.id,
    fields,
    changes,
    authorId: author.id,
    authorName: `${author.firstname} ${author.lastname}`.trim(),
    restoredFrom: restoredFrom ?? null,
  });
  const kept = db
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, article.id))
    .orderBy(desc(articleRevisions.id))
    .limit(ARTICLE_REVISIONS_KEPT);
  await db
    .delete(articleRevisions)
    .where(and(eq(articleRevisions.articleId, article.id), notInArray(articleRevisions.id, kept)));
}

/**
 * A save of an existing article and its version, in one transaction: no save goes through
 * without its version, and `before` is the article this very save replaced.
 */
export function withRevision(
  db: Database,
  articleId: number,
  author: Saved['author'],
  write: (tx: Database) => Promise<AdminArticle>,
  restoredFrom?: number,
): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const before = snapshotOf(await adminArticle(tx, articleId));
    const article = await write(tx);
    await recordRevision(tx, { article, before, author, restoredFrom });
    return article;
  });
}

const summaryOf = (row: Row): ArticleRevisionSummary => ({
  id: row.id,
  savedAt: row.createdAt.toISOString(),
  author: row.authorName,
  changes: row.changes.map((field) => articleRevisionFieldNames[field as keyof ArticlePayload] ?? field),
  restoredFrom: row.restoredFrom,
});

/** An article's versions, newest first (404 for an unknown article). */
export async function listRevisions(db: Database, articleId: number): Promise<ArticleRevisionSummary[]> {
  await adminArticle(db, articleId);
  const rows = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.id));
  return rows.map(summaryOf);
}

export async function readRevision(db: Database, articleId: number, id: number): Promise<ArticleRevision> {
  await adminArticle(db, articleId);
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, id)));
  if (!row) throw new HttpError(404, articleRevisionMessages.notFound);
  return { ...summaryOf(row), fields: snapshotOf(row.fields as Snapshot) };
}

/**
 * What a restore saves: the version's fields, checked as a save is (a version kept under older
 * rules may no longer pass). A published article keeps its address and its date: the version's
 * could break the links already shared to it, or take it off the blog until another day.
 */
export function restoredFields(current: AdminArticle, revision: ArticleRevision): ArticlePayload {
  const fields = current.isPublished
    ? { ...revision.fields, slug: current.slug, published: current.published }
    : revision.fields;
  const parsed = articleFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
  return parsed.data;
}
