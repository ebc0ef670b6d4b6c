import {
  chapterMessages,
  chapterOrderPayloadSchema,
  chapterParamsSchema,
  chapterPayloadSchema,
  galleryMessages,
  idParamsSchema,
  MAX_CHAPTERS,
  photoChapterPayloadSchema,
  photoOrderPayloadSchema,
  photoSortPayloadSchema,
} from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { albumChapters, albumPhotos, albums } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { albumNotFound, nextPosition, photoNotFound } from './repository';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const photoParams = idParamsSchema.extend({ photoId: z.uuid({ message: galleryMessages.photoNotFound }) });
const chapterNotFound = () => new HttpError(404, chapterMessages.notFound);

/** One change to an album's order at a time: the album's row is held until the change is made. */
async function lockedAlbum(tx: Transaction, albumId: number) {
  const [album] = await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update');
  if (!album) throw albumNotFound();
}

/** Sets each row's position to its place in `ids` (1, 2, …), in one statement. */
async function placeInOrder(
  tx: Transaction,
  table: 'album_photos' | 'album_chapters',
  albumId: number,
  ids: readonly (string | number)[],
) {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const type = table === 'album_photos' ? sql`uuid[]` : sql`integer[]`;
  await tx.execute(sql`
    update ${sql.identifier(table)} as t set position = o.n::int
    from unnest(array[${list}]::${type}) with ordinality as o(id, n)
    where t.id = o.id and t.album_id = ${albumId}`);
}

/** True when `given` holds each of `known` once, and nothing else. */
const sameSet = <T>(given: readonly T[], known: readonly T[]) =>
  given.length === known.length &&
  new Set(given).size === given.length &&
  known.every((id) => given.includes(id));

type App = Parameters<FastifyPluginAsyncZod<ApiContext>>[0];
const admin = { config: { access: 'admin' as const } };

function createChapter(app: App, db: Database) {
  app.post(
    '/admin/albums/:id/chapters',
    { ...admin, schema: { params: idParamsSchema, body: chapterPayloadSchema } },
    async (request, reply) => {
      const albumId = request.params.id;
      const { title } = request.body;
      const chapter = await db.transaction(async (tx) => {
        await lockedAlbum(tx, albumId);
        const [{ count, last } = { count: 0, last: 0 }] = await tx
          .select({
            count: sql<number>`count(*)::int`,
            last: sql<number>`coalesce(max(${albumChapters.position}), 0)::int`,
          })
          .from(albumChapters)
          .where(eq(albumChapters.albumId, albumId));
        if (count >= MAX_CHAPTERS) throw new HttpError(409, chapterMessages.tooMany);
        const [row] = await tx
          .insert(albumChapters)
          .values({ albumId, title, position: last + 1 })
          .returning({ id: albumChapters.id, title: albumChapters.title });
        if (!row) throw new Error('insert returned no row');
        return row;
      });
      return reply.code(201).send({ message: chapterMessages.created(chapter.title), chapter });
    },
  );
}

function renameChapter(app: App, db: Database) {
  app.put(
    '/admin/albums/:id/chapters/:chapterId',
    { ...admin, schema: { params: chapterParamsSchema, body: chapterPayloadSchema } },
    async (request) => {
      const { id, chapterId } = request.params;
      const [chapter] = await db
        .update(albumChapters)
        .set({ title: request.body.title })
        .where(and(eq(albumChapters.id, chapterId), eq(albumChapters.albumId, id)))
        .returning({ id: albumChapters.id, title: albumChapters.title });
      if (!chapter) throw chapterNotFound();
      return { message: chapterMessages.renamed(chapter.title), chapter };
    },
  );
}

// Its photos stay in the album, in no chapter (the key's ON DELETE SET NULL).
function deleteChapter(app: App, db: Database) {
  app.delete(
    '/admin/albums/:id/chapters/:chapterId',
    { ...admin, schema: { params: chapterParamsSchema } },
    async (request) => {
      const { id, chapterId } = request.params;
      const [chapter] = await db
        .delete(albumChapters)
        .where(and(eq(albumChapters.id, chapterId), eq(albumChapters.albumId, id)))
        .returning({ title: albumChapters.title });
      if (!chapter) throw chapterNotFound();
      return { message: chapterMessages.deleted(chapter.title) };
    },
  );
}

function orderChapters(app: App, db: Database) {
  app.put(
    '/admin/albums/:id/chapter-order',
    { ...admin, schema: { params: idParamsSchema, body: chapterOrderPayloadSchema } },
    async (request) => {
      const albumId = request.params.id;
      const { chapterIds } = request.body;
      await db.transaction(async (tx) => {
        await lockedAlbum(tx, albumId);
        const known = await tx
          .select({ id: albumChapters.id })
          .from(albumChapters)
          .where(eq(albumChapters.albumId, albumId));
        const ids = known.map((row) => row.id);
        if (!sameSet(chapterIds, ids)) throw new HttpError(400, chapterMessages.chapterListMismatch);
        await placeInOrder(tx, 'album_chapters', albumId, chapterIds);
      });
      return { message: chapterMessages.chaptersReordered };
    },
  );
}

// To the end of the chapter it joins (or of the photos in no chapter).
function movePhoto(app: App, db: Database) {
  app.put(
    '/admin/albums/:id/photos/:photoId/chapter',
    { ...admin, schema: { params: photoParams, body: photoChapterPayloadSchema } },
    async (request) => {
      const { id: albumId, photoId } = request.params;
      const { chapterId } = request.body;
      await db.transaction(async (tx) => {
        await lockedAlbum(tx, albumId);
        if (chapterId !== null) {
          const [chapter] = await tx
            .select({ id: albumChapters.id })
            .from(albumChapters)
            .where(and(eq(albumChapters.id, chapterId), eq(albumChapters.albumId, albumId)));
          if (!chapter) throw chapterNotFound();
        }
        const moved = await tx
          .update(albumPhotos)
          .set({ chapterId, position: nextPosition(albumId) })
          .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, albumId)))
          .returning({ id: albumPhotos.id });
        if (moved.length === 0) throw photoNotFound();
      });
      return { message: chapterMessages.photoMoved };
    },
  );
}

// The whole album's list, or nothing: a list made from a stale screen would lose a photo's place.
function orderPhotos(app: App, db: Database) {
  app.put(
    '/admin/albums/:id/photo-order',
    { ...admin, schema: { params: idParamsSchema, body: photoOrderPayloadSchema } },
    async (request) => {
      const albumId = request.params.id;
      const { photoIds } = request.body;
      await db.transaction(async (tx) => {
        await lockedAlbum(tx, albumId);
        const known = await tx
          .select({ id: albumPhotos.id })
          .from(albumPhotos)
          .where(eq(albumPhotos.albumId, albumId));
        const ids = known.map((row) => row.id);
        if (!sameSet(photoIds, ids)) throw new HttpError(400, chapterMessages.photoListMismatch);
        await placeInOrder(tx, 'album_photos', albumId, photoIds);
      });
      return { message: chapterMessages.photosReordered };
    },
  );
}

// IMG_9 before IMG_10, as her computer lists them.
const byName = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
type SortedPhoto = { id: string; name: string; takenAt: Date | null };
const compareNames = (a: SortedPhoto, b: SortedPhoto) =>
  byName.compare(a.name, b.name) || a.id.localeCompare(b.id);
/** Capture time first; the photos whose file says none follow, by name. */
const compareCaptureTimes = (a: SortedPhoto, b: SortedPhoto) => {
  if (a.takenAt && b.takenAt) return a.takenAt.getTime() - b.takenAt.getTime() || compareNames(a, b);
  if (a.takenAt || b.takenAt) return a.takenAt ? -1 : 1;
  return compareNames(a, b);
};
const sorts = {
  fileName: { compare: compareNames, message: chapterMessages.sortedByFileName },
  captureTime: { compare: compareCaptureTimes, message: chapterMessages.sortedByCaptureTime },
} as const;

// Chapters are read first, so one order sorts each chapter's photos.
function sortPhotos(app: App, db: Database) {
  app.put(
    '/admin/albums/:id/photo-sort',
    { ...admin, schema: { params: idParamsSchema, body: photoSortPayloadSchema } },
    async (request) => {
      const albumId = request.params.id;
      const sort = sorts[request.body.by];
      await db.transaction(async (tx) => {
        await lockedAlbum(tx, albumId);
        const photos = await tx
          .select({ id: albumPhotos.id, name: albumPhotos.originalName, takenAt: albumPhotos.takenAt })
          .from(albumPhotos)
          .where(eq(albumPhotos.albumId, albumId));
        photos.sort(sort.compare);
        await placeInOrder(
          tx,
          'album_photos',
          albumId,
          photos.map((photo) => photo.id),
        );
      });
      return { message: sort.message };
    },
  );
}

/**
 * Chapters of an album's gallery, for the admin: she creates, renames, deletes and orders them,
 * moves photos between them, orders the photos, or sorts them in one go.
 */
export const chapterRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db }) => {
  for (const route of [
    createChapter,
    renameChapter,
    deleteChapter,
    orderChapters,
    movePhoto,
    orderPhotos,
    sortPhotos,
  ]) {
    route(app, db);
  }
};
