import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PHOTO_BYTES, PHOTO_PAGE_SIZE, photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { photos } from '../../db/schema';
import { hasGpsTag, heicStart, phonePhoto, pngHeader, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let admin: string;
let photosDir: string;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const user = await addUser(server, { role: 'admin' });
  admin = await login(server, user.email, PASSWORD);
  photosDir = join(server.config.dataDir, 'photos');
});
afterAll(() => server.close());

const fetchFile = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

async function readyPhoto(name = 'mariage.jpg') {
  const upload = await uploadPhoto(server, admin, name, await phonePhoto());
  expect(upload.status).toBe(202);
  return processed(server, admin, upload.body.data.id);
}

describe('uploading a photo', () => {
  it('stores it under its id, processes it in the background and keeps its name for display only', async () => {
    const upload = await uploadPhoto(server, admin, '../../etc/Séance Inès.jpg', await phonePhoto());
    expect(upload.status).toBe(202);
    expect(upload.body.data).toMatchObject({
      name: '../../etc/Séance Inès.jpg',
      alt: '',
      status: 'pending',
      published: false,
      widths: [],
    });
    const photo = await processed(server, admin, upload.body.data.id);
    // Oriented: stored 600×400 with a quarter-turn tag, it is a 400×600 portrait.
    expect(photo).toMatchObject({ status: 'ready', error: null, width: 400, height: 600, widths: [400] });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(readdirSync(join(photosDir, 'originals'))).toContain(photo.id);
    expect(readdirSync(join(photosDir, 'variants', photo.id)).sort()).toEqual([
      '400.avif',
      '400.jpg',
      '400.webp',
    ]);
    expect(existsSync(join(server.config.dataDir, 'etc'))).toBe(false);
  });

  it('keeps the original, GPS position included, readable by the server’s user alone', async () => {
    const photo = await readyPhoto('position.jpg');
    const modeOf = (...path: string[]) => statSync(join(photosDir, ...path)).mode & 0o777;
    expect({
      original: modeOf('originals', photo.id),
      variant: modeOf('variants', photo.id, '400.jpg'),
      folders: [modeOf(), modeOf('originals'), modeOf('variants'), modeOf('variants', photo.id)],
    }).toEqual({ original: 0o600, variant: 0o600, folders: [0o700, 0o700, 0o700, 0o700] });
    expect(
      hasGpsTag((await sharp(readFileSync(join(photosDir, 'originals', photo.id))).metadata()).exif),
    ).toBe(true);
  });

  it('strips every metadata from the variants, GPS first, and applies the orientation', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.orientation, hasGpsTag(before.exif)]).toEqual([6, true]);
    const photo = await readyPhoto('gps.jpg');
    for (const extension of ['avif', 'webp', 'jpg']) {
      const response = await fetchFile(`/api/photos/${photo.id}/files/400.${extension}`, admin);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({
        extension,
        exif: meta.exif,
        xmp: meta.xmp,
        iptc: meta.iptc,
        orientation: meta.orientation,
      }).toEqual({ extension, exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
      expect([meta.width, meta.height]).toEqual([400, 600]);
    }
  });

  it('reads the type from the content: a PNG named .txt is taken, a text named .jpg is refused by name', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6' } })
      .png()
      .toBuffer();
    expect((await uploadPhoto(server, admin, 'vacances.txt', png)).status).toBe(202);
    const lying = await uploadPhoto(server, admin, 'photo.jpg', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect({ status: lying.status, body: lying.body }).toEqual({
      status: 415,
      body: { message: photoMessages.wrongType('photo.jpg') },
    });
  });

  it('refuses a HEIC file with a hint to export it as JPEG', async () => {
    const response = await uploadPhoto(server, admin, 'IMG_0042.jpg', heicStart());
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(photoMessages.heic('IMG_0042.jpg'));
    expect(response.body.message).toContain('exportez-la en JPEG');
  });

  it('refuses a TIFF export with a hint to export it as JPEG', async () => {
    const tiff = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#7a5' } })
      .tiff()
      .toBuffer();
    const response = await uploadPhoto(server, admin, 'DSC_0415.tif', tiff);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(photoMessages.tiff('DSC_0415.tif'));
  });

  it('refuses a file over 50 MB, naming it', async () => {
    const response = await uploadPhoto(server, admin, 'énorme.jpg', Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: photoMessages.tooLarge('énorme.jpg') });
  });

  it('refuses an image of more than 100 megapixels from its header, before decoding it', async () => {
    // No pixel data at all behind the header: decoding would fail as corrupt, so this answer
    // can only come from the header.
    const response = await uploadPhoto(server, admin, 'bombe.png', pngHeader(20_000, 20_000));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: photoMessages.tooManyPixels('bombe.png') });
  });

  it('refuses, from its header, an image with a side longer than AVIF and WebP hold, and stores nothing', async () => {
    // 100 megapixels exactly, 1.5 MB once compressed: within the pixel limit, but 62,500 pixels high.
    const strip = await sharp({ create: { width: 1600, height: 62_500, channels: 3, background: '#8a6' } })
      .png()
      .toBuffer();
    const before = (await call(server, 'GET', '/photos', { cookie: admin })).body.total;
    const response = await uploadPhoto(server, admin, 'bandeau.png', strip);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 422,
      body: { message: photoMessages.sideTooLong('bandeau.png', 1600, 62_500) },
    });
    expect(response.body.message).toContain('16\u202f383 pixels');
    expect((await call(server, 'GET', '/photos', { cookie: admin })).body.total).toBe(before);
  });

  it('refuses an unreadable header at once, and fails a damaged image in processing with a French message', async () => {
    const badHeader = await uploadPhoto(
      server,
      admin,
      'entête.jpg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
    expect(badHeader.status).toBe(422);
    expect(badHeader.body).toEqual({ message: photoMessages.corrupt('entête.jpg') });

    const whole = await phonePhoto();
    const upload = await uploadPhoto(server, admin, 'coupée.jpg', whole.subarray(0, whole.length / 2));
    expect(upload.status).toBe(202);
    const photo = await processed(server, admin, upload.body.data.id);
    expect(photo).toMatchObject({ status: 'failed', error: photoMessages.corrupt('coupée.jpg'), widths: [] });
  });

  it('is for admins only', async () => {
    const client = await addUser(server);
    const cookie = await login(server, client.email, PASSWORD);
    expect((await uploadPhoto(server, cookie, 'a.jpg', await phonePhoto())).status).toBe(403);
    expect((await call(server, 'GET', '/photos', { cookie })).status).toBe(403);
    expect((await call(server, 'GET', '/photos')).status).toBe(401);
  });
});

describe('alt text and publication', () => {
  it('cannot publish without an alt text; once published, the public address serves the admin’s bytes', async () => {
    const photo = await readyPhoto();
    const publicPath = `/photos/${photo.id}/400.webp`;
    expect((await fetchFile(publicPath)).status).toBe(404);

    const refused = await call(server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: admin,
      body: { published: true },
    });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: { message: photoMessages.altBeforePublishing },
    });
    const blank = await call(server, 'PUT', `/photos/${photo.id}/alt`, {
      cookie: admin,
      body: { alt: '  ' },
    });
    expect({ status: blank.status, body: blank.body }).toEqual({
      status: 400,
      body: { message: photoMessages.altRequired },
    });

    const alt = await call(server, 'PUT', `/photos/${photo.id}/alt`, {
      cookie: admin,
      body: { alt: ' Les mariés sous les platanes ' },
    });
    expect(alt.body.data.alt).toBe('Les mariés sous les platanes');
    const published = await call(server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: admin,
      body: { published: true },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.published).toBe(true);

    const served = await fetchFile(publicPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const adminCopy = await fetchFile(`/api/photos/${photo.id}/files/400.webp`, admin);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await adminCopy.arrayBuffer()));

    await call(server, 'PUT', `/photos/${photo.id}/published`, { cookie: admin, body: { published: false } });
    expect((await fetchFile(publicPath)).status).toBe(404);
  });

  it('lets caches keep a published photo an hour at most, and stops serving it once withdrawn', async () => {
    const unpublished = await readyPhoto('retirée.jpg');
    const deleted = await readyPhoto('supprimée.jpg');
    for (const photo of [unpublished, deleted]) {
      await call(server, 'PUT', `/photos/${photo.id}/alt`, { cookie: admin, body: { alt: 'Les mariés' } });
      await call(server, 'PUT', `/photos/${photo.id}/published`, {
        cookie: admin,
        body: { published: true },
      });
    }
    const paths = [unpublished, deleted].map((photo) => `/photos/${photo.id}/400.avif`);
    for (const path of paths) {
      const served = await fetchFile(path);
      expect(served.status).toBe(200);
      const cacheControl = served.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^public, max-age=\d+$/);
      expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(3600);
      // Past that hour, a cache asks again: a copy still published costs a 304 and no bytes.
      const etag = served.headers.get('etag') ?? '';
      const again = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': etag } });
      expect([again.status, (await again.arrayBuffer()).byteLength]).toEqual([304, 0]);
    }
    // The admin's own copies are answers to a logged-in caller: never stored.
    const adminCopy = await fetchFile(`/api/photos/${unpublished.id}/files/400.avif`, admin);
    expect([adminCopy.status, adminCopy.headers.get('cache-control')]).toEqual([200, 'no-store']);

    await call(server, 'PUT', `/photos/${unpublished.id}/published`, {
      cookie: admin,
      body: { published: false },
    });
    await call(server, 'DELETE', `/photos/${deleted.id}`, { cookie: admin });
    for (const path of paths) {
      expect((await fetchFile(path)).status).toBe(404);
      // A cache revalidating its copy is told the photo is gone, not that its copy is still good.
      const revalidated = await fetch(`${server.url}${path}`, {
        headers: { 'if-none-match': `"${path.split('/')[2]}/400.avif"` },
      });
      expect(revalidated.status).toBe(404);
    }
  });

  it('deletes a photo with its files', async () => {
    const photo = await readyPhoto();
    const deleted = await call(server, 'DELETE', `/photos/${photo.id}`, { cookie: admin });
    expect(deleted.body).toEqual({ message: 'Photo supprimée.' });
    expect(existsSync(join(photosDir, 'variants', photo.id, '400.avif'))).toBe(false);
    expect(readdirSync(join(photosDir, 'originals'))).not.toContain(photo.id);
    expect((await call(server, 'GET', `/photos/${photo.id}`, { cookie: admin })).status).toBe(404);
  });
});

describe('the library at scale', () => {
  it('pages through 2,000 photos and finds them by alt text and upload day', async () => {
    await server.app.db.execute(sql`
      insert into photos (id, original_name, type, size_bytes, alt, status, uploaded_at)
      select gen_random_uuid(), 'p' || n || '.jpg', 'jpeg', 1000,
             case when n % 100 = 0 then 'Bouquet de la mariée ' || n else 'Portrait ' || n end,
             'ready', timestamptz '2024-03-01 12:00:00+01' + (n || ' hours')::interval
      from generate_series(1, 2000) n`);
    const first = await call(server, 'GET', '/photos?page=1', { cookie: admin });
    expect(first.body.data).toHaveLength(PHOTO_PAGE_SIZE);
    expect(first.body.total).toBeGreaterThanOrEqual(2000);
    const last = await call(server, 'GET', `/photos?page=${Math.ceil(first.body.total / PHOTO_PAGE_SIZE)}`, {
      cookie: admin,
    });
    expect(last.body.data.length).toBeGreaterThan(0);

    const bouquets = await call(server, 'GET', `/photos?q=${encodeURIComponent('BOUQUET mariée')}`, {
      cookie: admin,
    });
    expect(bouquets.body.total).toBe(20);
    // n = 1 to 23 fall on 1 March (Paris), 24 to 47 on the 2nd.
    const secondOfMarch = await call(server, 'GET', '/photos?from=2024-03-02&to=2024-03-02', {
      cookie: admin,
    });
    expect(secondOfMarch.body.total).toBe(24);
    const wrongDay = await call(server, 'GET', '/photos?from=02/03/2024', { cookie: admin });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body).toEqual({ message: 'Indiquez la date au format AAAA-MM-JJ.' });
    await server.app.db.delete(photos).where(eq(photos.sizeBytes, 1000));
  });
});

describe('the processing queue', () => {
  it('queues again, at start, a photo left waiting without a job', async () => {
    const photo = await readyPhoto('interrompue.jpg');
    await server.restart(async () => {
      // As if its job had been lost (a photo uploaded before the job engine): waiting, no variant.
      const client = new pg.Client({ connectionString: server.config.databaseUrl });
      await client.connect();
      try {
        if (server.config.databaseSchema)
          await client.query(`set search_path to ${server.config.databaseSchema}`);
        await client.query(`update photos set status = 'pending', widths = '{}' where id = $1`, [photo.id]);
      } finally {
        await client.end();
      }
    });
    const again = await processed(server, admin, photo.id);
    expect(again).toMatchObject({ status: 'ready', widths: [400] });
  });
});
