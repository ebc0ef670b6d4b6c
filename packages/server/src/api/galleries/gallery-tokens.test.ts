import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import {
  accessTokenCount,
  createGalleryAlbum,
  type GallerySetup,
  startGalleryServer,
} from '../../testing/galleries';
import { call, type TestServer } from '../../testing/server';
import { ACCESS_TOKENS_PER_ALBUM, ACCESS_TTL_MS } from './access';

// The tokens an album's code gives browsers: they end, the sweep forgets them, and an album keeps
// a bounded number of them. The app's clock is moved forward.

const HOUR_MS = 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let setup: GallerySetup;
let server: TestServer;

beforeAll(async () => {
  setup = await startGalleryServer({}, { clock });
  server = setup.server;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  offsetMs = 0;
});

const createAlbum = (code: string) => createGalleryAlbum(setup, code, '12/05/2026');

/** A browser typing the album's code: its access cookie. */
async function enter(albumId: number, code: string): Promise<string> {
  const response = await call(server, 'POST', `/galleries/${albumId}/access`, { body: { code } });
  expect(response.status).toBe(200);
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  return (set as string).split(';')[0] as string;
}

const opens = async (albumId: number, cookie: string) =>
  (await call(server, 'GET', `/galleries/${albumId}`, { cookie })).status;

const tokenRows = (albumId: number) => accessTokenCount(server, albumId);

describe('a gallery access token', () => {
  it('opens the album for 30 days, then no more, and the sweep forgets it', async () => {
    const albumId = await createAlbum('pivoine-lagune-sel');
    const cookie = await enter(albumId, 'pivoine-lagune-sel');
    offsetMs = ACCESS_TTL_MS - HOUR_MS;
    expect(await opens(albumId, cookie)).toBe(200);
    await server.app.background.gallerySweep();
    expect(await tokenRows(albumId)).toBe(1);

    offsetMs = ACCESS_TTL_MS + HOUR_MS;
    expect(await opens(albumId, cookie)).toBe(404);
    await server.app.background.gallerySweep();
    expect(await tokenRows(albumId)).toBe(0);
  });

  it(`is one of at most ${ACCESS_TOKENS_PER_ALBUM} per album: the browser let in longest ago enters the code again`, async () => {
    const albumId = await createAlbum('mariage-foret-ete');
    const oldest = await enter(albumId, 'mariage-foret-ete');
    // Other browsers let in later, all but one of the bound.
    await server.app.db.execute(sql`
      insert into gallery_access_tokens (token_hash, album_id, code_digest, expires_at)
      select 'autre-' || i, t.album_id, t.code_digest, t.expires_at + interval '1 hour'
      from gallery_access_tokens t, generate_series(1, ${ACCESS_TOKENS_PER_ALBUM - 1}) i
      where t.album_id = ${albumId}`);
    expect(await tokenRows(albumId)).toBe(ACCESS_TOKENS_PER_ALBUM);
    expect(await opens(albumId, oldest)).toBe(200);

    const newest = await enter(albumId, 'mariage-foret-ete');
    expect(await tokenRows(albumId)).toBe(ACCESS_TOKENS_PER_ALBUM);
    expect(await opens(albumId, newest)).toBe(200);
    expect(await opens(albumId, oldest)).toBe(404);
  });
});
