import { writeFileSync } from 'node:fs';
import { adminEditAlbumPath, UPLOAD_CHUNK_BYTES } from '@lapm/contracts';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import { createAlbum, registeredClient } from '../support/albums';
import { pageLoggedInAs } from '../support/login';
import { startServerWithOutbox } from '../support/outbox';
import type { RunningServer } from '../support/server';
import { expect, type Page, request, test } from '../support/test';

/**
 * A wedding's photo uploaded from a hotel room: the laptop is closed halfway through a 16 MB
 * photo; opened again, the same photo chosen again goes on from where the server stopped, and
 * only what it did not have is sent. On a server of its own (its uploads folder is its own).
 */

const desktop = { width: 1280, height: 800 };
const PHOTO_BYTES = 2 * UPLOAD_CHUNK_BYTES;

/** A camera's JPEG of exactly PHOTO_BYTES: a real image, then the padding a decoder ignores. */
async function heavyPhoto(path: string) {
  const image = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#7a5c3e' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(path, Buffer.concat([image, Buffer.alloc(PHOTO_BYTES - image.length)]));
}

/**
 * Records the bytes of each PATCH that reaches the server. After `stopAfter` PATCHes the lid is
 * closed: nothing of this upload leaves any more, neither the next piece nor the uploader's tries
 * to ask the server where it stands. `lidClosed` settles once the next request was stopped.
 */
async function countPatches(page: Page, url: string, stopAfter = Number.POSITIVE_INFINITY) {
  const arrived: number[] = [];
  let closeLid = () => {};
  const lidClosed = new Promise<void>((resolve) => {
    closeLid = resolve;
  });
  await page.route(`${url}/api/admin/uploads/*`, async (route) => {
    if (arrived.length >= stopAfter) {
      closeLid();
      return route.abort('connectionreset');
    }
    if (route.request().method() !== 'PATCH') return route.continue();
    arrived.push(route.request().postDataBuffer()?.length ?? 0);
    return route.continue();
  });
  return { arrived, lidClosed };
}

/** The server's answer to « how much do you have? », asked before anything is sent again. */
const offsetAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'HEAD' && response.url().includes('/api/admin/uploads/'),
  );

test.describe('resumable upload', () => {
  let server: RunningServer;
  let albumId: number;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ server } = await startServerWithOutbox('resume', {
      RATE_LIMITS: 'off',
      PHOTO_QUEUE_INTERVAL_MS: '300',
    }));
    const admin = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    expect((await admin.post('/api/login', { data: e2eAdmin })).ok()).toBe(true);
    const client = await registeredClient(admin, 'reprise');
    albumId = await createAlbum(admin, client.id, {
      code: 'reprise-hotel-42',
      link: 'https://galerie.exemple.fr/reprise',
    });
    await admin.dispose();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a photo cut at half by a closed laptop goes on from there: the half the server has is not sent again', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const url = server.url;
    const file = test.info().outputPath('MARIAGE_0415.jpg');
    await heavyPhoto(file);
    // The first half arrives, then the laptop is closed.
    const first = await pageLoggedInAs(browser, url, e2eAdmin, { viewport: desktop });
    const context = first.context();
    const { arrived: before, lidClosed } = await countPatches(first, url, 1);
    await first.goto(adminEditAlbumPath(albumId));
    const firstHalf = first.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 204,
    );
    await first.getByLabel('Choisir des photos').setInputFiles(file);
    await expect(first.getByText('0 / 1 photo envoyée')).toBeVisible();
    await firstHalf;
    // The page closes once the second piece was stopped in it: closed with that piece still on its
    // way, the browser could send it whole after all, and the photo would be finished already.
    await lidClosed;
    await first.close();
    expect(before).toEqual([UPLOAD_CHUNK_BYTES]);

    // Opened again, the same photo chosen again: only what the server lacks leaves the browser.
    const again = await context.newPage();
    const { arrived: after } = await countPatches(again, url);
    await again.goto(adminEditAlbumPath(albumId));
    const asked = offsetAnswer(again);
    await again.getByLabel('Choisir des photos').setInputFiles(file);
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(Number(answer.headers()['upload-offset'])).toBe(UPLOAD_CHUNK_BYTES);
    await expect(again.getByText('1 / 1 photo envoyée')).toBeVisible({ timeout: 60_000 });
    expect(after).toEqual([PHOTO_BYTES - UPLOAD_CHUNK_BYTES]);
    await expect(again.getByRole('list', { name: 'Photos de la séance' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await context.close();
  });
});
