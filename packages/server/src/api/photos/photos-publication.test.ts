import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { photoMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { call } from '../../testing/server';
import { photoLibraryForFile } from './photo-library-server';

const { studio, photosDir, fetchFile, readyPhoto } = photoLibraryForFile();

/** Published only with an alt text, then served to visitors byte for byte as the studio.admin sees it. */
async function publishOnceDescribed() {
  const photo = await readyPhoto();
  const publicPath = `/photos/${photo.id}/400.webp`;
  expect((await fetchFile(publicPath)).status).toBe(404);

  const refused = await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
    cookie: studio.admin,
    body: { published: true },
  });
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 400,
    body: { message: photoMessages.altBeforePublishing },
  });
  const blank = await call(studio.server, 'PUT', `/photos/${photo.id}/alt`, {
    cookie: studio.admin,
    body: { alt: '  ' },
  });
  expect({ status: blank.status, body: blank.body }).toEqual({
    status: 400,
    body: { message: photoMessages.altRequired },
  });

  const alt = await call(studio.server, 'PUT', `/photos/${photo.id}/alt`, {
    cookie: studio.admin,
    body: { alt: ' Les mariés sous les platanes ' },
  });
  expect(alt.body.data.alt).toBe('Les mariés sous les platanes');
  const published = await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
    cookie: studio.admin,
    body: { published: true },
  });
  expect(published.status).toBe(200);
  expect(published.body.data.published).toBe(true);

  const served = await fetchFile(publicPath);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  const adminCopy = await fetchFile(`/api/photos/${photo.id}/files/400.webp`, studio.admin);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await adminCopy.arrayBuffer()));

  await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
    cookie: studio.admin,
    body: { published: false },
  });
  expect((await fetchFile(publicPath)).status).toBe(404);
}

/** Two published photos, one withdrawn and one deleted afterwards. */
async function cacheAnHourAtMost() {
  const unpublished = await readyPhoto('retirée.jpg');
  const deleted = await readyPhoto('supprimée.jpg');
  for (const photo of [unpublished, deleted]) {
    await call(studio.server, 'PUT', `/photos/${photo.id}/alt`, {
      cookie: studio.admin,
      body: { alt: 'Les mariés' },
    });
    await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: studio.admin,
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
    const again = await fetch(`${studio.server.url}${path}`, { headers: { 'if-none-match': etag } });
    expect([again.status, (await again.arrayBuffer()).byteLength]).toEqual([304, 0]);
  }
  // The admin's own copies are answers to a logged-in caller: never stored.
  const adminCopy = await fetchFile(`/api/photos/${unpublished.id}/files/400.avif`, studio.admin);
  expect([adminCopy.status, adminCopy.headers.get('cache-control')]).toEqual([200, 'no-store']);

  await call(studio.server, 'PUT', `/photos/${unpublished.id}/published`, {
    cookie: studio.admin,
    body: { published: false },
  });
  await call(studio.server, 'DELETE', `/photos/${deleted.id}`, { cookie: studio.admin });
  for (const path of paths) {
    expect((await fetchFile(path)).status).toBe(404);
    // A cache revalidating its copy is told the photo is gone, not that its copy is still good.
    const revalidated = await fetch(`${studio.server.url}${path}`, {
      headers: { 'if-none-match': `"${path.split('/')[2]}/400.avif"` },
    });
    expect(revalidated.status).toBe(404);
  }
}

describe('alt text and publication', () => {
  it(
    'cannot publish without an alt text; once published, the public address serves the admin’s bytes',
    publishOnceDescribed,
  );

  it(
    'lets caches keep a published photo an hour at most, and stops serving it once withdrawn',
    cacheAnHourAtMost,
  );

  it('deletes a photo with its files', async () => {
    const photo = await readyPhoto();
    const deleted = await call(studio.server, 'DELETE', `/photos/${photo.id}`, { cookie: studio.admin });
    expect(deleted.body).toEqual({ message: 'Photo supprimée.' });
    expect(existsSync(join(photosDir(), 'variants', photo.id, '400.avif'))).toBe(false);
    expect(readdirSync(join(photosDir(), 'originals'))).not.toContain(photo.id);
    expect((await call(studio.server, 'GET', `/photos/${photo.id}`, { cookie: studio.admin })).status).toBe(
      404,
    );
  });
});
