import { galleryMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createGalleryAlbum, type GallerySetup, startGalleryServer } from '../../testing/galleries';
import { call } from '../../testing/server';
import { WRONG_CODES_PER_ADDRESS } from './access';

/**
 * The guests of a wedding on the venue's Wi-Fi share one public address: their typos must not
 * shut the others out, while one address still cannot try codes quickly. The wait per try is
 * made short here (GALLERY_TRY_DELAY_MS) so nothing sleeps for seconds.
 */
let setup: GallerySetup;
const STEP_MS = 150;

beforeAll(async () => {
  setup = await startGalleryServer({ GALLERY_TRY_DELAY_MS: String(STEP_MS) });
});
afterAll(async () => {
  await setup.server.close();
});

const tryCode = (albumId: number, code: string, address: string) =>
  call(setup.server, 'POST', `/galleries/${albumId}/access`, {
    body: { code },
    headers: { 'x-forwarded-for': address },
  });

describe('guests sharing one address', () => {
  it('still open their gallery with the right code after 25 wrong codes from that address', async () => {
    const albums = [
      await createGalleryAlbum(setup, 'rose-ardoise-miel'),
      await createGalleryAlbum(setup, 'sable-tilleul-orge'),
      await createGalleryAlbum(setup, 'lierre-brume-sel'),
    ] as [number, number, number];
    const venue = '203.0.113.7';
    // Spread over three albums: no album passes its own limit, only the address does.
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS + 5; i++) {
      const answer = await tryCode(albums[i % 3] as number, `faute-${i}`, venue);
      expect(answer).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
    }
    const started = Date.now();
    const right = await tryCode(albums[1], 'sable-tilleul-orge', venue);
    expect(right.status).toBe(200);
    // Slowed, not refused: it waited its turn first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(STEP_MS);
    const cookie = right.headers.getSetCookie().find((set) => set.startsWith(`lapm_gallery_${albums[1]}=`));
    expect(cookie).toBeDefined();
    const gallery = await call(setup.server, 'GET', `/galleries/${albums[1]}`, {
      cookie: (cookie as string).split(';')[0],
    });
    expect(gallery.status).toBe(200);
  });

  it('past the limit, checks one code at a time from that address: the others are told to wait', async () => {
    const albums = [
      await createGalleryAlbum(setup, 'cerf-volant-ocre'),
      await createGalleryAlbum(setup, 'houx-marine-lin'),
      await createGalleryAlbum(setup, 'pluie-noisette-or'),
    ];
    const crowd = '203.0.113.8';
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await tryCode(albums[i % 3] as number, `faute-${i}`, crowd)).status).toBe(401);
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => tryCode(albums[i % 3] as number, `rafale-${i}`, crowd)),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const waiting = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(1);
    expect(waiting).toHaveLength(5);
    for (const answer of waiting) {
      expect(answer.body.message).toBe(galleryMessages.oneTryAtATime);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Another address is not slowed by this one.
    const started = Date.now();
    expect((await tryCode(albums[0] as number, 'cerf-volant-ocre', '203.0.113.9')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(STEP_MS);
  });
});
