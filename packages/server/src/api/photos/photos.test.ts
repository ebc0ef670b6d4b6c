import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_PAGE_SIZE } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { photos } from '../../db/schema';
import { hasGpsTag, phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { call } from '../../testing/server';
import { photoLibraryForFile } from './photo-library-server';

const { studio, photosDir, fetchFile, readyPhoto } = photoLibraryForFile();

/** Stored under its id, in the background: the name a visitor chose never reaches the disk. */
async function storeUnderItsId() {
  const upload = await uploadPhoto(
    studio.server,
    studio.admin,
    '../../etc/Séance Inès.jpg',
    await phonePhoto(),
  );
  expect(upload.status).toBe(202);
  expect(upload.body.data).toMatchObject({
    name: '../../etc/Séance Inès.jpg',
    alt: '',
    status: 'pending',
    published: false,
    widths: [],
  });
  const photo = await processed(studio.server, studio.admin, upload.body.data.id);
  // Oriented: stored 600×400 with a quarter-turn tag, it is a 400×600 portrait.
  expect(photo).toMatchObject({ status: 'ready', error: null, width: 400, height: 600, widths: [400] });
  expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
  expect(readdirSync(join(photosDir(), 'originals'))).toContain(photo.id);
  expect(readdirSync(join(photosDir(), 'variants', photo.id)).sort()).toEqual([
    '400.avif',
    '400.jpg',
    '400.webp',
  ]);
  expect(existsSync(join(studio.server.config.dataDir, 'etc'))).toBe(false);
}

describe('uploading a photo', () => {
  it(
    'stores it under its id, processes it in the background and keeps its name for display only',
    storeUnderItsId,
  );

  it('keeps the original, GPS position included, readable by the server’s user alone', async () => {
    const photo = await readyPhoto('position.jpg');
    const modeOf = (...path: string[]) => statSync(join(photosDir(), ...path)).mode & 0o777;
    expect({
      original: modeOf('originals', photo.id),
      variant: modeOf('variants', photo.id, '400.jpg'),
      folders: [modeOf(), modeOf('originals'), modeOf('variants'), modeOf('variants', photo.id)],
    }).toEqual({ original: 0o600, variant: 0o600, folders: [0o700, 0o700, 0o700, 0o700] });
    expect(
      hasGpsTag((await sharp(readFileSync(join(photosDir(), 'originals', photo.id))).metadata()).exif),
    ).toBe(true);
  });

  it('strips every metadata from the variants, GPS first, and applies the orientation', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.orientation, hasGpsTag(before.exif)]).toEqual([6, true]);
    const photo = await readyPhoto('gps.jpg');
    for (const extension of ['avif', 'webp', 'jpg']) {
      const response = await fetchFile(`/api/photos/${photo.id}/files/400.${extension}`, studio.admin);
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
});

describe('the library at scale', () => {
  it('pages through 2,000 photos and finds them by alt text and upload day', async () => {
    await studio.server.app.db.execute(sql`
      insert into photos (id, original_name, type, size_bytes, alt, status, uploaded_at)
      select gen_random_uuid(), 'p' || n || '.jpg', 'jpeg', 1000,
             case when n % 100 = 0 then 'Bouquet de la mariée ' || n else 'Portrait ' || n end,
             'ready', timestamptz '2024-03-01 12:00:00+01' + (n || ' hours')::interval
      from generate_series(1, 2000) n`);
    const first = await call(studio.server, 'GET', '/photos?page=1', { cookie: studio.admin });
    expect(first.body.data).toHaveLength(PHOTO_PAGE_SIZE);
    expect(first.body.total).toBeGreaterThanOrEqual(2000);
    const last = await call(
      studio.server,
      'GET',
      `/photos?page=${Math.ceil(first.body.total / PHOTO_PAGE_SIZE)}`,
      {
        cookie: studio.admin,
      },
    );
    expect(last.body.data.length).toBeGreaterThan(0);

    const bouquets = await call(studio.server, 'GET', `/photos?q=${encodeURIComponent('BOUQUET mariée')}`, {
      cookie: studio.admin,
    });
    expect(bouquets.body.total).toBe(20);
    // n = 1 to 23 fall on 1 March (Paris), 24 to 47 on the 2nd.
    const secondOfMarch = await call(studio.server, 'GET', '/photos?from=2024-03-02&to=2024-03-02', {
      cookie: studio.admin,
    });
    expect(secondOfMarch.body.total).toBe(24);
    const wrongDay = await call(studio.server, 'GET', '/photos?from=02/03/2024', { cookie: studio.admin });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body).toEqual({ message: 'Indiquez la date au format AAAA-MM-JJ.' });
    await studio.server.app.db.delete(photos).where(eq(photos.sizeBytes, 1000));
  });
});

describe('the processing queue', () => {
  it('queues again, at start, a photo left waiting without a job', async () => {
    const photo = await readyPhoto('interrompue.jpg');
    await studio.server.restart(async () => {
      // As if its job had been lost (a photo uploaded before the job engine): waiting, no variant.
      const client = new pg.Client({ connectionString: studio.server.config.databaseUrl });
      await client.connect();
      try {
        if (studio.server.config.databaseSchema)
          await client.query(`set search_path to ${studio.server.config.databaseSchema}`);
        await client.query(`update photos set status = 'pending', widths = '{}' where id = $1`, [photo.id]);
      } finally {
        await client.end();
      }
    });
    const again = await processed(studio.server, studio.admin, photo.id);
    expect(again).toMatchObject({ status: 'ready', widths: [400] });
  });
});
