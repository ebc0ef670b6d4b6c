import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages, photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createGalleryAlbum, type GallerySetup, startGalleryServer } from '../../testing/galleries';
import { logLines } from '../../testing/logs';
import { phonePhoto } from '../../testing/photos';
import { call, type TestServer } from '../../testing/server';
import { tusCalls } from '../../testing/tus';
import { galleryKeys } from '../photos/storage';

let setup: GallerySetup;
let server: TestServer;
let tus: ReturnType<typeof tusCalls>;
const logs = logLines();

beforeAll(async () => {
  setup = await startGalleryServer({ LOG_LEVEL: 'warn' }, { logStream: logs.stream });
  server = setup.server;
  tus = tusCalls(server, setup.admin);
});
afterAll(async () => {
  await server.close();
});

const createAlbum = () => createGalleryAlbum(setup, 'perle-ananas-42');

describe('resumable uploads of a séance’s photos (tus)', () => {
  it('goes on from the last byte the server has after a cut connection, and keeps the photo byte for byte', async () => {
    const albumId = await createAlbum();
    const photo = await phonePhoto(1200, 800);
    const created = await tus.start(albumId, 'DSC_0415.jpg', photo.length);
    expect(created.status).toBe(201);
    const { path } = created;

    // Half the photo, then the connection is lost: what arrived stays.
    const half = Math.floor(photo.length / 2);
    await tus.cut(path, 0, photo.subarray(0, half), photo.length);
    const { status, offset } = await tus.offsetOf(path);
    expect(status).toBe(200);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    // The rest only, from there: the answer is the photo, as a one-request upload gives it.
    const done = await tus.patch(path, offset, photo.subarray(offset));
    expect(done.status).toBe(201);
    expect(done.body.photo).toMatchObject({ fileName: 'DSC_0415.jpg', width: 800, height: 1200 });

    const kept = readFileSync(
      join(server.config.dataDir, 'photos', galleryKeys.original(done.body.photo.id)),
    );
    expect(kept.equals(photo)).toBe(true);
    const listed = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin });
    expect(listed.body.photos.map((entry: { fileName: string }) => entry.fileName)).toEqual(['DSC_0415.jpg']);
    // The bytes received so far are gone once the photo is kept.
    expect((await tus.offsetOf(path)).status).toBe(404);
    // A browser asking after it is said in the log, with what is left on disk: nothing.
    const uploadId = path.split('/').pop();
    const lost = logs.lines.filter(
      (line) => line.msg === 'envoi repris introuvable' && line.uploadId === uploadId,
    );
    expect(lost).toEqual([
      expect.objectContaining({ method: 'HEAD', bytesOnDisk: false, infoOnDisk: false }),
    ]);
  });

  it('refuses a file that is no photo at its end, in French with its name, and forgets it so that it can be sent again', async () => {
    const albumId = await createAlbum();
    const text = Buffer.from('ceci n’est pas une photo, seulement du texte'.repeat(20));
    const created = await tus.start(albumId, 'notes.txt', text.length);
    const { path } = created;
    const refused = await tus.patch(path, 0, text);
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(galleryMessages.notPhoto('notes.txt'));
    expect((await tus.offsetOf(path)).status).toBe(404);
    const listed = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin });
    expect(listed.body.photos).toEqual([]);
  });

  it('is for the studio only, into an album that exists, with a file name and a size within the limit', async () => {
    const albumId = await createAlbum();
    expect((await tus.start(albumId, 'a.jpg', 1000, setup.owner)).status).toBe(403);
    expect((await tus.start(albumId, 'a.jpg', 1000, '')).status).toBe(401);
    const unknown = await tus.start(999_999, 'a.jpg', 1000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Album introuvable.');
    const nameless = await tus.start(albumId, '', 1000);
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe(photoMessages.missingName);
    expect((await tus.start(albumId, 'big.jpg', 51 * 1024 * 1024)).status).toBe(413);
  });
});
