import { renderMarkdown } from '@lapm/articles';
import {
  type AdminArticle,
  ARTICLE_SLUG_PATTERN,
  type ArticlePayload,
  type ArticleSummary,
  articleFieldsSchema,
  articleHeadOf,
  articleMessages,
  articlePublishProblems,
  isDraftOf,
  type PublicArticle,
  slugFromTitle,
  studioDay,
} from '@lapm/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { articles } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { HttpError } from '../errors';
import { withImageSize } from './images';
import { withLibraryPhotos } from './library-photos';

type Row = typeof articles.$inferSelect;

const summaryColumns = {
  slug: articles.slug,
  published: articles.published,
  title: articles.title,
  description: articles.description,
  cover: articles.cover,
};

/**
 * Shown on the blog: published, and dated today or before. An article dated later is scheduled:
 * it appears on its day.
 */
const isOnline = (clock: Clock) =>
  and(eq(articles.isPublished, true), lte(articles.published, studioDay(clock())));

/** The blog's list: published articles, newest first (ties by slug, so the order never moves). */
export function publishedSummaries(db: Database, clock: Clock): Promise<ArticleSummary[]> {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(isOnline(clock))
    .orderBy(desc(articles.published), articles.slug);
}

/** A published article with its Markdown turned into blocks, or null (unknown or unpublished). */
export async function publishedArticle(
  db: Database,
  slug: string,
  clock: Clock,
): Promise<PublicArticle | null> {
  // No stored article has another form of address (a NUL byte would not even reach PostgreSQL's index).
  if (!ARTICLE_SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), isOnline(clock)));
  if (!row) return null;
  const head = articleHeadOf(row);
  return {
    slug: row.slug,
    published: row.published,
    title: row.title,
    description: row.description,
    cover: row.cover,
    head: {
      title: head.headTitle,
      description: head.headDescription,
      keywords: row.keywords,
      breadcrumbName: head.breadcrumbName,
      shareImage: await withImageSize(db, head.shareImage),
    },
    body: (await withLibraryPhotos(db, renderMarkdown(row.markdown).blocks)).blocks,
  };
}

const toAdmin = ({ createdAt: _, updatedAt, autosave, autosavedAt, ...row }: Row): AdminArticle => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
  autosave: autosavedAt ? { fields: autosave, saved_at: autosavedAt.toISOString() } : null,
});

export async function adminArticles(db: Database): Promise<AdminArticle[]> {
  const rows = await db.select().from(articles).orderBy(desc(articles.published), articles.slug);
  return rows.map(toAdmin);
}

export async function adminArticle(db: Database, id: number): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new HttpError(404, articleMessages.notFound);
  return toAdmin(row);
}

/** Two articles cannot share an address; the unique index also catches one taken meanwhile. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, articleMessages.slugTaken);
    throw error;
  }
}

/** A draft may leave its address and date empty: they come from its title and from today. */
const withAddressAndDate = (fields: ArticlePayload, clock: Clock): ArticlePayload => ({
  ...fields,
  slug: fields.slug || slugFromTitle(fields.title),
  published: fields.published || studioDay(clock()),
});

/** A new article starts unpublished: she publishes it once the preview suits her. */
export async function createArticle(
  db: Database,
  fields: ArticlePayload,
  clock: Clock,
): Promise<AdminArticle> {
  const [row] = await withFreeSlug(() =>
    db.insert(articles).values(withAddressAndDate(fields, clock)).returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return toAdmin(row);
}

/**
 * Saves over `version` only: when someone saved in between, nothing is written and the second
 * save gets 409 (her text stays in her form). One statement, so two saves cannot both pass.
 */
export async function updateArticle(
  db: Database,
  id: number,
  version: number,
  fields: ArticlePayload,
  clock: Clock,
): Promise<AdminArticle> {
  // A published article stays publishable: a save cannot take its cover away.
  const current = await adminArticle(db, id);
  if (current.isPublished) assertPublishable(withAddressAndDate(fields, clock));
  const [row] = await withFreeSlug(() =>
    db
      .update(articles)
      .set({
        ...withAddressAndDate(fields, clock),
        version: sql`${articles.version} + 1`,
        updatedAt: sql`now()`,
        autosave: null,
        autosavedAt: null,
      })
      .where(and(eq(articles.id, id), eq(articles.version, version)))
      .returning(),
  );
  if (row) return toAdmin(row);
  throw new HttpError(409, articleMessages.stale);
}

/** Every field the page needs, named at once when some are missing. */
function assertPublishable(fields: Parameters<typeof articlePublishProblems>[0]) {
  const problems = articlePublishProblems(fields);
  if (problems.length === 0) return;
  const list = problems.map((problem) => problem.message).join(' ');
  throw new HttpError(400, `${articleMessages.notPublishable} ${list}`);
}

/**
 * Publishes (on its date: a day to come keeps it scheduled) or unpublishes; `today`, the studio's
 * day, brings a scheduled date forward to it (« Publier maintenant »), never a past one.
 */
export async function setPublished(
  db: Database,
  id: number,
  isPublished: boolean,
  today?: string,
): Promise<AdminArticle> {
  if (isPublished) assertPublishable(await adminArticle(db, id));
  const [row] = await db
    .update(articles)
    .set({
      isPublished,
      ...(today && { published: sql`least(${articles.published}, ${today}::date)` }),
      version: sql`${articles.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new HttpError(404, articleMessages.notFound);
  return toAdmin(row);
}

/**
 * Keeps what she is typing in the article's form, as typed, until she saves it (one an article,
 * whichever device typed it last). Checked by the schema of a save less typing in progress.
 */
export async function autosaveArticle(db: Database, id: number, fields: unknown, now: Date) {
  if (!isDraftOf(articleFieldsSchema, fields)) throw new HttpError(400, articleMessages.autosaveShape);
  const [row] = await db
    .update(articles)
    .set({ autosave: fields, autosavedAt: now })
    .where(eq(articles.id, id))
    .returning({ savedAt: articles.autosavedAt });
  if (!row?.savedAt) throw new HttpError(404, articleMessages.notFound);
  return { saved_at: row.savedAt.toISOString() };
}
