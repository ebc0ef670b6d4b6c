import { isAllowedLink, paragraphInlines } from '@lapm/articles';
import {
  type CardPhoto,
  isSiteContentDraft,
  type PricesPageDocument,
  placeOf,
  type SiteContentChanges,
  type SiteContentDocument,
  type SiteContentDraft,
  type SiteContentEdition,
  type SiteContentPage,
  siteContentDocumentSchema,
  siteContentMessages,
  siteContentPageOf,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos, siteContentVersions, users } from '../../db/schema';
import { HttpError } from '../errors';
import { changedBlocks, valueAt, withBlock } from './changes';

/** What a publish makes stale: the pages that show the site's words and prices. */
export const SITE_CONTENT_TAG = 'site-content';

type Executor = Pick<Database, 'select'>;

/** The document a page shows: its newest published version, or its first content on a database without one. */
export async function publishedDocument(db: Executor, page: SiteContentPage): Promise<SiteContentDocument> {
  const [row] = await db
    .select({ document: siteContentVersions.document })
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.page, page), eq(siteContentVersions.status, 'published')))
    .orderBy(desc(siteContentVersions.id))
    .limit(1);
  return (row?.document as SiteContentDocument | undefined) ?? initialSiteContent[page];
}

/** The library photos a /tarifs document names, by id: published and processed ones only. */
export async function cardPhotos(
  db: Executor,
  document: SiteContentDocument,
): Promise<Record<string, CardPhoto>> {
  if (!('cards' in document)) return {};
  const ids = [...new Set(document.cards.flatMap((card) => (card.photoId ? [card.photoId] : [])))];
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      id: photos.id,
      alt: photos.alt,
      width: photos.width,
      height: photos.height,
      widths: photos.widths,
      placeholder: photos.placeholder,
    })
    .from(photos)
    .where(and(inArray(photos.id, ids), eq(photos.published, true), eq(photos.status, 'ready')));
  const result: Record<string, CardPhoto> = {};
  for (const { width, height, placeholder, ...row } of rows) {
    if (width && height && placeholder) result[row.id] = { ...row, width, height, placeholder };
  }
  return result;
}

export async function publishedContent(db: Database, page: SiteContentPage) {
  const document = await publishedDocument(db, page);
  return { document, photos: await cardPhotos(db, document) };
}

const authorName = (row: { firstname: string | null; lastname: string | null }) =>
  row.firstname ? `${row.firstname} ${row.lastname}` : null;

/** The page's draft, as she last typed it, or null. */
export async function draftOf(db: Executor, page: SiteContentPage): Promise<SiteContentDraft | null> {
  const [row] = await db
    .select({
      document: siteContentVersions.document,
      savedAt: siteContentVersions.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(siteContentVersions)
    .leftJoin(users, eq(users.id, siteContentVersions.authorId))
    .where(and(eq(siteContentVersions.page, page), eq(siteContentVersions.status, 'draft')))
    .limit(1);
  return row
    ? { document: row.document, saved_at: row.savedAt.toISOString(), author: authorName(row) }
    : null;
}

/**
 * Keeps `input` as the page's draft, replacing the one before (one draft a page, whichever admin or
 * device typed it: the last save wins). Checked by the publish schema less what typing leaves on
 * the way (isSiteContentDraft); kept as typed, blank paragraphs included.
 */
export async function saveDraft(
  db: Database,
  page: SiteContentPage,
  input: unknown,
  authorId: number,
  now: Date,
): Promise<SiteContentDraft> {
  if (!isSiteContentDraft(page, input)) throw new HttpError(400, siteContentMessages.draftShape);
  await db
    .insert(siteContentVersions)
    .values({ page, document: input, status: 'draft', authorId, createdAt: now })
    .onConflictDoUpdate({
      target: siteContentVersions.page,
      targetWhere: sql`${siteContentVersions.status} = 'draft'`,
      set: { document: input, authorId, createdAt: now },
    });
  const draft = await draftOf(db, page);
  if (!draft) throw new Error('draft not kept');
  return draft;
}

const draftRow = (page: SiteContentPage) =>
  and(eq(siteContentVersions.page, page), eq(siteContentVersions.status, 'draft'));

/** Throws the page's draft away: the page is edited from what it shows. */
export async function discardDraft(db: Pick<Database, 'delete'>, page: SiteContentPage): Promise<void> {
  await db.delete(siteContentVersions).where(draftRow(page));
}

/** The admin's view: the document shown now, her draft, and every published version, newest first. */
export async function edition(db: Database, page: SiteContentPage): Promise<SiteContentEdition> {
  const rows = await db
    .select({
      id: siteContentVersions.id,
      createdAt: siteContentVersions.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(siteContentVersions)
    .leftJoin(users, eq(users.id, siteContentVersions.authorId))
    .where(and(eq(siteContentVersions.page, page), eq(siteContentVersions.status, 'published')))
    .orderBy(desc(siteContentVersions.id))
    .limit(200);
  return {
    page,
    document: await publishedDocument(db, page),
    draft: await draftOf(db, page),
    versions: rows.map((row, index) => ({
      id: row.id,
      page,
      author: authorName(row),
      created_at: row.createdAt.toISOString(),
      current: index === 0,
    })),
  };
}

const isPhoneLink = (address: string) => /^tel:\+?[\d .-]+$/.test(address);

/** Every link of the document, a block's or a paragraph's `[texte](/chemin)`, under the articles' rules. */
function linksAllowed(value: unknown, key = ''): boolean {
  if (typeof value === 'string') {
    if (key === 'to' || key === 'href') return isAllowedLink(value) || isPhoneLink(value);
    return key !== 'paragraphs' || paragraphInlines(value).problems.length === 0;
  }
  if (Array.isArray(value)) return value.every((item) => linksAllowed(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([field, item]) => linksAllowed(item, field));
  }
  return true;
}

/**
 * The page's document checked beyond its shape: a gallery stays on its page, a card's photo is
 * published in the library (checked in the publishing transaction, whose lock keeps it so).
 */
export function checkedDocument(page: SiteContentPage, input: unknown): SiteContentDocument {
  const parsed = siteContentDocumentSchema(page).safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
    }));
    throw new HttpError(400, issues[0]?.message ?? 'Requête invalide.', {}, issues);
  }
  const document = parsed.data;
  if (!linksAllowed(document)) throw new HttpError(400, siteContentMessages.link);
  const paths = siteContentPageOf(page)?.paths ?? [];
  if ('blocks' in document) {
    for (const block of document.blocks) {
      if (block.kind === 'gallery' && !placeOf(block.place)?.pages.some((path) => paths.includes(path))) {
        throw new HttpError(400, siteContentMessages.place);
      }
    }
  }
  return document;
}

async function checkCardPhotos(tx: Executor & Pick<Database, 'select'>, document: PricesPageDocument) {
  const ids = [...new Set(document.cards.flatMap((card) => (card.photoId ? [card.photoId] : [])))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(inArray(photos.id, ids), eq(photos.published, true), eq(photos.status, 'ready')))
    .for('share');
  if (found.length !== ids.length) throw new HttpError(400, siteContentMessages.unknownPhoto);
}

/** Publishes `document` as the page's new version, by `authorId`; the page's draft goes with it. */
export async function publish(
  db: Database,
  page: SiteContentPage,
  document: SiteContentDocument,
  authorId: number | null,
  restoredFrom: number | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    if ('cards' in document) await checkCardPhotos(tx, document);
    const [row] = await tx
      .insert(siteContentVersions)
      .values({ page, document, status: 'published', authorId, restoredFrom })
      .returning({ id: siteContentVersions.id });
    if (!row) throw new Error('insert returned no row');
    await discardDraft(tx, page);
    return row.id;
  });
}

async function publishedVersion(db: Executor, page: SiteContentPage, id: number) {
  const [row] = await db
    .select({ document: siteContentVersions.document })
    .from(siteContentVersions)
    .where(
      and(
        eq(siteContentVersions.page, page),
        eq(siteContentVersions.id, id),
        eq(siteContentVersions.status, 'published'),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(404, siteContentMessages.unknownVersion);
  return row.document;
}

/**
 * Publishes an earlier version of the page again, as a new version (the history keeps both); with
 * `block`, only that block of it, the rest of the page as it is online.
 */
export async function restore(
  db: Database,
  page: SiteContentPage,
  id: number,
  authorId: number,
  block?: readonly (string | number)[],
) {
  const earlier = await publishedVersion(db, page, id);
  if (block && valueAt(earlier, block) === undefined)
    throw new HttpError(404, siteContentMessages.unknownBlock);
  const document = block ? withBlock(await publishedDocument(db, page), earlier, block) : earlier;
  // Checked again: a photo it names may have left the library since.
  return publish(db, page, checkedDocument(page, document), authorId, id);
}

/** What a published version changed, field by field, from the one before it. */
export async function versionChanges(
  db: Database,
  page: SiteContentPage,
  id: number,
): Promise<SiteContentChanges> {
  const document = await publishedVersion(db, page, id);
  const [previous] = await db
    .select({ id: siteContentVersions.id, document: siteContentVersions.document })
    .from(siteContentVersions)
    .where(
      and(
        eq(siteContentVersions.page, page),
        eq(siteContentVersions.status, 'published'),
        lt(siteContentVersions.id, id),
      ),
    )
    .orderBy(desc(siteContentVersions.id))
    .limit(1);
  return {
    version: id,
    previous: previous?.id ?? null,
    blocks: previous ? changedBlocks(previous.document, document) : [],
  };
}

/**
 * The first version of every page that has none, right after the migrations (under their lock):
 * the history starts with the site as it was, which a restore can bring back. A page added to the
 * site later (the FAQ) gets its first version on a database that already has the others.
 */
export async function seedSiteContent(db: Database): Promise<void> {
  const rows = await db.selectDistinct({ page: siteContentVersions.page }).from(siteContentVersions);
  const seeded = new Set(rows.map((row) => row.page));
  const missing = Object.entries(initialSiteContent).filter(([page]) => !seeded.has(page));
  if (missing.length === 0) return;
  await db
    .insert(siteContentVersions)
    .values(missing.map(([page, document]) => ({ page, document, status: 'published' as const })));
}
