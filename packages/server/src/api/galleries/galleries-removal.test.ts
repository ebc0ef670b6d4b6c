import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages, studioDay } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  admin,
  adminGallery,
  clock,
  createAlbum,
  DAY_MS,
  forward,
  galleryAlbumServerForFile,
  jpeg,
  photosDir,
  resetClock,
  server,
  upload,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';

// An album's photos leaving: past its grace days, with the album, or one by one.
galleryAlbumServerForFile();

describe('removal after the grace days', () => {
  it('moves the photos of an ended album to the Corbeille once its grace days have passed, and says when before', async () => {
    const today = studioDay(clock());
    const ended = await createAlbum('fin', today);
    const answer = await upload(ended, 'IMG_0100.jpg', await jpeg(500, 400, 4));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const { plannedDeletion } = await adminGallery(ended);
    expect(plannedDeletion).toBe(studioDay(new Date(clock().getTime() + 31 * DAY_MS)));
    const original = join(photosDir, 'gallery-originals', photoId);

    await forward(30 * DAY_MS);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 0 });
    expect(existsSync(original)).toBe(true);
    await forward(1 * DAY_MS + 60 * 60 * 1000);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 1 });
    expect((await adminGallery(ended)).photos).toEqual([]);
    // In the Corbeille: its files stay until its 30 days there are over.
    expect(existsSync(original)).toBe(true);
    await forward(30 * DAY_MS + 60 * 60 * 1000);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 1 });
    expect(existsSync(original)).toBe(false);
    expect(existsSync(join(photosDir, 'gallery-variants', photoId, '480.webp'))).toBe(false);
  });

  it('keeps the files of a deleted album in the Corbeille for 30 days, then deletes them', async () => {
    resetClock();
    const doomed = await createAlbum('supprime');
    const answer = await upload(doomed, 'IMG_0200.jpg', await jpeg(500, 400, 5));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const deleted = await call(server, 'DELETE', '/album', {
      cookie: admin,
      body: { id_album: doomed, confirm_removal: true },
    });
    expect(deleted.status).toBe(200);
    const original = join(photosDir, 'gallery-originals', photoId);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 0 });
    expect(existsSync(original)).toBe(true);
    await forward(31 * DAY_MS);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 1 });
    expect(existsSync(original)).toBe(false);
  });
});

describe('deleting a photo', () => {
  it('takes it from the album to the Corbeille, files kept', async () => {
    const album = await createAlbum('un-seul');
    const answer = await upload(album, 'IMG_0300.jpg', await jpeg(500, 400, 6));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const deleted = await call(server, 'DELETE', `/admin/albums/${album}/photos/${photoId}`, {
      cookie: admin,
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: galleryMessages.photoTrashed } });
    expect((await adminGallery(album)).photos).toEqual([]);
    expect(existsSync(join(photosDir, 'gallery-originals', photoId))).toBe(true);
    const trash = await call(server, 'GET', '/admin/trash', { cookie: admin });
    expect(trash.body.photos).toContainEqual(
      expect.objectContaining({ photoId, albumId: album, fileName: 'IMG_0300.jpg', reason: 'deleted' }),
    );
  });
});
