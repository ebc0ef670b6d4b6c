import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  admin,
  adminGallery,
  createAlbum,
  galleryAlbumServerForFile,
  jpeg,
  photosDir,
  SITE,
  server,
  upload,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';

// An album's photos as the admin uploads them (what the gallery does with them: galleries-*.test.ts).
galleryAlbumServerForFile();

describe('an album’s photos', () => {
  it('takes each photo on its own, refuses a file that is not a photo by its name, and processes the rest', async () => {
    const albumId = await createAlbum('mariage-2026');
    const files: [string, Buffer][] = [
      ['IMG_0001.jpg', await jpeg(640, 480, 1)],
      ['IMG_0002.jpg', await jpeg(480, 640, 2)],
      ['notes.txt', Buffer.from('Liste des invités')],
      ['IMG_0003.jpg', await jpeg(800, 500, 3)],
    ];
    // One after the other: the gallery shows them in the order they arrived.
    const answers = [];
    for (const [name, data] of files) answers.push(await upload(albumId, name, data));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 415, 201]);
    expect(answers[2]?.body.message).toBe(galleryMessages.notPhoto('notes.txt'));
    expect(answers[0]?.body.photo).toMatchObject({ fileName: 'IMG_0001.jpg', width: 640, height: 480 });
    const photoIds = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.photo.id);

    // The album's link is now its gallery on the site.
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album.body.data.lien).toBe(`${SITE}/galerie/${albumId}`);

    await server.app.background.galleryPhotosPass();
    const gallery = await adminGallery(albumId);
    expect(gallery.photos.map((photo: { status: string }) => photo.status)).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    expect(gallery.photos[2].widths).toEqual([480, 800]);
    expect(gallery.galleryUrl).toBe(`${SITE}/galerie/${albumId}`);
    expect(gallery.plannedDeletion).toBeNull();
    for (const id of photoIds) {
      expect(existsSync(join(photosDir, 'gallery-originals', id))).toBe(true);
      expect(existsSync(join(photosDir, 'gallery-variants', id, '480.webp'))).toBe(true);
      // WebP and JPEG only: AVIF is the public library's.
      expect(existsSync(join(photosDir, 'gallery-variants', id, '480.avif'))).toBe(false);
      expect(existsSync(join(photosDir, 'originals', id))).toBe(false);
    }
  });
});
