import { existsSync, readdirSync } from 'node:fs';
import * as actual from 'node:fs/promises' with { rstest: 'importActual' };
import { join } from 'node:path';
import { photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { photos } from '../../db/schema';
import { phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/**
 * A full disk, for real: while a kind of photo file is "full", its writes go to /dev/full, where
 * the kernel answers ENOSPC as a full disk does. Everything else is written as usual.
 */
const full = { originals: false, variants: 0 };
rs.mock('node:fs/promises', () => {
  const writeFile: typeof actual.writeFile = (path, data, options) => {
    const name = String(path);
    if (full.originals && name.includes('/photos/originals/'))
      return actual.writeFile('/dev/full', data, options);
    if (full.variants > 0 && name.includes('/photos/variants/')) {
      full.variants -= 1;
      return actual.writeFile('/dev/full', data, options);
    }
    return actual.writeFile(path, data, options);
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

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

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }) : []);

describe('a full disk', () => {
  it('refuses an upload in French and keeps nothing of it; the same file goes through once there is room', async () => {
    const before = await call(server, 'GET', '/photos', { cookie: admin });
    full.originals = true;
    const refused = await uploadPhoto(server, admin, 'mariage.jpg', await phonePhoto());
    full.originals = false;
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 507,
      body: { message: photoMessages.diskFull },
    });
    const after = await call(server, 'GET', '/photos', { cookie: admin });
    expect(after.body).toEqual(before.body);
    // Not even the file written aside.
    expect(filesIn(join(photosDir, 'originals'))).toEqual([]);

    const again = await uploadPhoto(server, admin, 'mariage.jpg', await phonePhoto());
    expect(again.status).toBe(202);
    expect(await processed(server, admin, again.body.data.id)).toMatchObject({ status: 'ready' });
  });

  it('holds a photo whose variants cannot be written yet, and makes them once there is room', async () => {
    // Two variant writes fail: the first try stops at the first one, the second try at its first too.
    full.variants = 2;
    const upload = await uploadPhoto(server, admin, 'plage.jpg', await phonePhoto());
    expect(upload.status).toBe(202);
    // Each try encodes the photo again: on a busy machine that takes seconds.
    const photo = await processed(server, admin, upload.body.data.id, 60_000);
    expect(full.variants).toBe(0);
    expect(photo).toMatchObject({ status: 'ready', error: null, widths: [400] });
    const [row] = await server.app.db
      .select({ attempts: photos.attempts })
      .from(photos)
      .where(eq(photos.id, photo.id));
    expect(row?.attempts).toBe(3);
    expect(filesIn(join(photosDir, 'variants', photo.id)).sort()).toEqual([
      '400.avif',
      '400.jpg',
      '400.webp',
    ]);
  }, 90_000);
});
