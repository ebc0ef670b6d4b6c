import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { albumPhotos } from '../../db/schema';
import type { JobDefinition } from '../../jobs/engine';
import { createGalleryAlbum, flatJpeg, galleryServerForFile, uploadToAlbum } from '../../testing/galleries';
import { call } from '../../testing/server';
import type { EncodeData } from '../photos/encode-job';
import { createPhotoStorage, galleryKeys } from '../photos/storage';
import { galleryPhotoJob } from './job';

/**
 * An album deleted while one of its photos is being processed: the photo is in the Corbeille
 * when its processing ends, and its original must stay there with it.
 */
const setup = galleryServerForFile();

describe('a photo processed while its album is deleted', () => {
  it('keeps its original in the Corbeille, and the album comes back whole', async () => {
    const { server, admin } = setup;
    const albumId = await createGalleryAlbum(setup, 'mariage-en-cours');
    const data = await flatJpeg(640, 480, '#8a6');
    const [photoId] = (await uploadToAlbum(setup, albumId, [{ name: 'EN_COURS.jpg', data }])) as [string];
    await server.app.background.galleryPhotosPass();
    // Processed again from the start, and the album deleted the moment its first size is stored.
    await server.app.db.update(albumPhotos).set({ status: 'pending' }).where(eq(albumPhotos.id, photoId));
    const storage = createPhotoStorage(server.config.photoStorage);
    let deleted = false;
    const deleting = {
      ...storage,
      async put(key: string, bytes: Buffer, type: string) {
        await storage.put(key, bytes, type);
        if (deleted) return;
        deleted = true;
        const answer = await call(server, 'DELETE', '/album', {
          cookie: admin,
          body: { id_album: albumId, confirm_removal: true },
        });
        expect(answer.status).toBe(200);
      },
    };
    const job = galleryPhotoJob({
      db: server.app.db,
      storage: deleting,
      log: server.app.log,
      retryDelayMs: 1000,
      heartbeatSeconds: 30,
      clock: () => new Date(),
    }) as JobDefinition<EncodeData>;
    await job.handle({ data: { photoId }, retryCount: 0, signal: new AbortController().signal } as never);
    expect(deleted).toBe(true);
    const originalFile = join(server.config.dataDir, 'photos', galleryKeys.original(photoId));
    expect(readFileSync(originalFile).equals(data)).toBe(true);

    const restored = await call(server, 'POST', `/admin/trash/albums/${albumId}/restore`, { cookie: admin });
    expect(restored).toMatchObject({
      status: 200,
      body: { message: galleryMessages.albumRestored(albumId, 'Camille Durand', 1) },
    });
    // Its sizes went with the processing that ended in the Corbeille: it is processed again.
    await server.app.background.galleryPhotosPass();
    const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/original`, {
      headers: { cookie: admin },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });
});
