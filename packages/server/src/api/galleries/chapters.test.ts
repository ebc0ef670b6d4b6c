import { chapterMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { createGalleryAlbum, flatJpeg, galleryServerForFile, uploadToAlbum } from '../../testing/galleries';
import { call } from '../../testing/server';

const setup = galleryServerForFile();

const jpeg = (seed: number) => flatJpeg(300, 200, { r: seed * 30, g: 100, b: 90 });

const createAlbum = (code: string) => createGalleryAlbum(setup, code);

/** Uploads each file in turn; their ids in upload order. */
const upload = async (albumId: number, ...names: string[]) =>
  uploadToAlbum(
    setup,
    albumId,
    await Promise.all(names.map(async (name, index) => ({ name, data: await jpeg(index) }))),
  );

const send = (method: string, path: string, body?: unknown, cookie = setup.admin) =>
  call(setup.server, method, `/admin/albums${path}`, { cookie, body });

const addChapter = async (albumId: number, title: string): Promise<number> => {
  const response = await send('POST', `/${albumId}/chapters`, { title });
  expect(response.status).toBe(201);
  return response.body.chapter.id;
};

/** What the admin's screen reads: the file names in order, each with its chapter's title. */
async function adminOrder(albumId: number) {
  const { body } = await send('GET', `/${albumId}/photos`);
  const titles = new Map<number, string>(
    body.chapters.map((c: { id: number; title: string }) => [c.id, c.title]),
  );
  return {
    chapters: body.chapters.map((c: { title: string }) => c.title),
    photos: body.photos.map(
      (p: { fileName: string; chapterId: number | null }) =>
        `${p.chapterId === null ? '-' : titles.get(p.chapterId)}/${p.fileName}`,
    ),
  };
}

describe('gallery chapters (admin)', () => {
  it('group, move and reorder photos and chapters: the admin and the client read her order', async () => {
    const albumId = await createAlbum('chapitres-1');
    const [a, b, c, d] = await upload(albumId, 'a.jpg', 'b.jpg', 'c.jpg', 'd.jpg');
    const ceremony = await addChapter(albumId, ' Cérémonie ');
    const preparations = await addChapter(albumId, 'Préparatifs');
    expect(await adminOrder(albumId)).toEqual({
      chapters: ['Cérémonie', 'Préparatifs'],
      photos: ['-/a.jpg', '-/b.jpg', '-/c.jpg', '-/d.jpg'],
    });

    for (const [photo, chapter] of [
      [a, ceremony],
      [d, preparations],
      [b, preparations],
      [c, ceremony],
    ] as const) {
      expect((await send('PUT', `/${albumId}/photos/${photo}/chapter`, { chapterId: chapter })).status).toBe(
        200,
      );
    }
    const reordered = await send('PUT', `/${albumId}/chapter-order`, {
      chapterIds: [preparations, ceremony],
    });
    expect(reordered.body).toEqual({ message: chapterMessages.chaptersReordered });
    expect(await adminOrder(albumId)).toEqual({
      chapters: ['Préparatifs', 'Cérémonie'],
      photos: ['Préparatifs/d.jpg', 'Préparatifs/b.jpg', 'Cérémonie/a.jpg', 'Cérémonie/c.jpg'],
    });

    expect((await send('PUT', `/${albumId}/photo-order`, { photoIds: [b, d, c, a] })).status).toBe(200);
    expect((await send('PUT', `/${albumId}/chapters/${ceremony}`, { title: 'Église' })).body.message).toBe(
      chapterMessages.renamed('Église'),
    );
    expect((await adminOrder(albumId)).photos).toEqual([
      'Préparatifs/b.jpg',
      'Préparatifs/d.jpg',
      'Église/c.jpg',
      'Église/a.jpg',
    ]);
  });
});

describe('gallery chapters (client)', () => {
  it('give the client her chapters and order; keep a new upload and a deleted chapter’s photos', async () => {
    const albumId = await createAlbum('chapitres-5');
    const [a, b, c, d] = await upload(albumId, 'a.jpg', 'b.jpg', 'c.jpg', 'd.jpg');
    const preparations = await addChapter(albumId, 'Préparatifs');
    const ceremony = await addChapter(albumId, 'Église');
    for (const [photo, chapter] of [
      [b, preparations],
      [d, preparations],
      [c, ceremony],
      [a, ceremony],
    ] as const) {
      await send('PUT', `/${albumId}/photos/${photo}/chapter`, { chapterId: chapter });
    }

    // The client's gallery: the same order, chapters and each photo's chapter.
    await setup.server.app.background.galleryPhotosPass();
    const gallery = await call(setup.server, 'GET', `/galleries/${albumId}`, { cookie: setup.owner });
    expect(gallery.body.chapters).toEqual([
      { id: preparations, title: 'Préparatifs' },
      { id: ceremony, title: 'Église' },
    ]);
    expect(gallery.body.photos.map((p: { id: string; chapterId: number }) => [p.id, p.chapterId])).toEqual([
      [b, preparations],
      [d, preparations],
      [c, ceremony],
      [a, ceremony],
    ]);

    // A new upload comes last, in no chapter: first in the gallery, where she will sort it.
    const [e] = await upload(albumId, 'e.jpg');
    expect((await adminOrder(albumId)).photos[0]).toBe('-/e.jpg');
    // Deleting a chapter keeps its photos, in no chapter.
    const deleted = await send('DELETE', `/${albumId}/chapters/${preparations}`);
    expect(deleted.body.message).toBe(chapterMessages.deleted('Préparatifs'));
    expect(await adminOrder(albumId)).toEqual({
      chapters: ['Église'],
      photos: ['-/b.jpg', '-/d.jpg', '-/e.jpg', 'Église/c.jpg', 'Église/a.jpg'],
    });
    expect(e).toBeDefined();
  });
});

describe('gallery chapters (refusals)', () => {
  it('refuse an order that is not exactly the album’s photos or chapters', async () => {
    const albumId = await createAlbum('chapitres-2');
    const other = await createAlbum('chapitres-3');
    const [a, b, c] = await upload(albumId, 'a.jpg', 'b.jpg', 'c.jpg');
    const [stranger] = await upload(other, 'x.jpg');
    const order = (photoIds: unknown) => send('PUT', `/${albumId}/photo-order`, { photoIds });
    for (const photoIds of [[a, b], [a, b, c, stranger], [a, b, b], [a, b, stranger], []]) {
      expect(await order(photoIds)).toMatchObject({
        status: 400,
        body: { message: chapterMessages.photoListMismatch },
      });
    }
    expect((await order(['pas-un-id'])).status).toBe(400);
    expect((await adminOrder(albumId)).photos).toEqual(['-/a.jpg', '-/b.jpg', '-/c.jpg']);

    const one = await addChapter(albumId, 'Cocktail');
    const foreign = await addChapter(other, 'Soirée');
    for (const chapterIds of [[], [one, foreign], [one, one]]) {
      expect(await send('PUT', `/${albumId}/chapter-order`, { chapterIds })).toMatchObject({
        status: 400,
        body: { message: chapterMessages.chapterListMismatch },
      });
    }
    // Another album's chapter or photo is not found here.
    expect((await send('PUT', `/${albumId}/photos/${a}/chapter`, { chapterId: foreign })).status).toBe(404);
    expect((await send('PUT', `/${albumId}/photos/${stranger}/chapter`, { chapterId: one })).status).toBe(
      404,
    );
    expect((await send('PUT', `/${albumId}/chapters/${foreign}`, { title: 'Volé' })).status).toBe(404);
    expect((await send('DELETE', `/${albumId}/chapters/${foreign}`)).status).toBe(404);
    expect((await adminOrder(other)).chapters).toEqual(['Soirée']);
    // A title is required, and short.
    expect(await send('POST', `/${albumId}/chapters`, { title: '   ' })).toMatchObject({
      status: 400,
      body: { message: chapterMessages.titleRequired },
    });
    expect((await send('POST', `/${albumId}/chapters`, { title: 'x'.repeat(81) })).body.message).toBe(
      chapterMessages.titleTooLong,
    );
    // The client is no admin.
    expect((await send('POST', `/${albumId}/chapters`, { title: 'Moi' }, setup.owner)).status).toBe(403);
    expect((await send('PUT', `/${albumId}/photo-order`, { photoIds: [c, b, a] }, setup.owner)).status).toBe(
      403,
    );
  });
});

describe('gallery chapters (sort)', () => {
  it('sort each chapter’s photos by file name in one call, numbers as numbers', async () => {
    const albumId = await createAlbum('chapitres-4');
    const [ten, two, one, b] = await upload(albumId, 'IMG_10.jpg', 'IMG_2.jpg', 'img_1.jpg', 'B.jpg');
    const dinner = await addChapter(albumId, 'Soirée');
    await send('PUT', `/${albumId}/photos/${two}/chapter`, { chapterId: dinner });
    await send('PUT', `/${albumId}/photos/${b}/chapter`, { chapterId: dinner });
    const sorted = await send('PUT', `/${albumId}/photo-sort`, { by: 'fileName' });
    expect(sorted.body).toEqual({ message: chapterMessages.sortedByFileName });
    expect((await adminOrder(albumId)).photos).toEqual([
      '-/img_1.jpg',
      '-/IMG_10.jpg',
      'Soirée/B.jpg',
      'Soirée/IMG_2.jpg',
    ]);
    expect((await send('PUT', `/${albumId}/photo-sort`, { by: 'size' })).status).toBe(400);
    expect([ten, one]).toHaveLength(2);
  });
});

describe('gallery chapters (guests)', () => {
  it('show a guest only the chapters holding a photo they may see', async () => {
    const albumId = await createAlbum('chapitres-invites');
    const [shown, hidden] = await upload(albumId, 'montree.jpg', 'intime.jpg');
    const open = await addChapter(albumId, 'Cocktail');
    const secret = await addChapter(albumId, 'Nuit');
    await send('PUT', `/${albumId}/photos/${shown}/chapter`, { chapterId: open });
    await send('PUT', `/${albumId}/photos/${hidden}/chapter`, { chapterId: secret });
    await setup.server.app.background.galleryPhotosPass();
    await call(setup.server, 'PUT', `/galleries/${albumId}/photos/${hidden}/hidden`, {
      cookie: setup.owner,
      body: { hidden: true },
    });
    const access = await call(setup.server, 'POST', '/galleries/access', {
      body: { code: 'chapitres-invites', guest: 'Marc' },
      headers: { 'x-forwarded-for': '198.51.100.70' },
    });
    const guest = access.headers
      .getSetCookie()
      .find((cookie: string) => cookie.startsWith('lapm_gallery_'))
      ?.split(';')[0];
    const seen = await call(setup.server, 'GET', `/galleries/${albumId}`, { cookie: guest });
    expect(seen.body.chapters).toEqual([{ id: open, title: 'Cocktail' }]);
    expect(seen.body.photos.map((p: { id: string }) => p.id)).toEqual([shown]);
    const ownerView = await call(setup.server, 'GET', `/galleries/${albumId}`, { cookie: setup.owner });
    expect(ownerView.body.chapters.map((c: { title: string }) => c.title)).toEqual(['Cocktail', 'Nuit']);
  });
});

/** A photo as a camera writes it: its capture time in its EXIF block. */
const shotAt = (seed: number, when: string) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: seed * 30, g: 90, b: 100 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Nikon' }, IFD2: { DateTimeOriginal: when } })
    .toBuffer();

describe('gallery chapters (sort by capture time)', () => {
  it('interleaves two cameras by the time each photo was taken, those without one after by name, kept through the Corbeille', async () => {
    const albumId = await createAlbum('chapitres-5');
    const files = [
      { name: 'A_0002.jpg', data: await shotAt(1, '2025:06:14 16:40:00') },
      { name: 'B_0001.jpg', data: await shotAt(2, '2025:06:14 16:35:00') },
      { name: 'scan-2.jpg', data: await jpeg(3) },
      { name: 'A_0001.jpg', data: await shotAt(4, '2025:06:14 16:30:00') },
      { name: 'scan-10.jpg', data: await jpeg(5) },
      { name: 'B_0002.jpg', data: await shotAt(6, '2025:06:14 17:05:00') },
    ];
    const [, , , first] = await uploadToAlbum(setup, albumId, files);
    // Her Corbeille keeps the date: deleted then restored, the photo sorts where it did.
    expect((await send('DELETE', `/${albumId}/photos/${first}`)).status).toBe(200);
    expect(
      (await call(setup.server, 'POST', `/admin/trash/${first}/restore`, { cookie: setup.admin })).status,
    ).toBe(200);

    const sorted = await send('PUT', `/${albumId}/photo-sort`, { by: 'captureTime' });
    expect(sorted.body).toEqual({ message: chapterMessages.sortedByCaptureTime });
    expect((await adminOrder(albumId)).photos).toEqual([
      '-/A_0001.jpg',
      '-/B_0001.jpg',
      '-/A_0002.jpg',
      '-/B_0002.jpg',
      '-/scan-2.jpg',
      '-/scan-10.jpg',
    ]);
  });
});
