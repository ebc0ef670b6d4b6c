import { readFileSync } from 'node:fs';
import { galleryPath, WEB_SIZE_LONG_SIDE } from '@lapm/contracts';
import sharp from 'sharp';
import { adminApi } from '../support/accounts';
import { createAlbum, registeredClient, uploadPhotos } from '../support/albums';
import { logInThroughApi } from '../support/login';
import { openPage } from '../support/ready';
import { galleryGrid } from '../support/screens';
import { expect, type Page, test } from '../support/test';

/**
 * Downloads on a phone: the web size for everyone, the high resolution behind the download PIN
 * the studio gave the client.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PIN = '4821';
let album: { id: number; client: Awaited<ReturnType<typeof registeredClient>> };

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const api = await adminApi(baseURL ?? '');
  try {
    const client = await registeredClient(api, 'telechargements');
    const id = await createAlbum(api, client.id, {
      code: 'telechargements-e2e-2025',
      link: 'https://galerie.e2e.lapm.test/telechargements',
      date: '14/06/2025',
    });
    // A photo larger than the web size, whose pixels vary (a flat one would weigh nothing).
    const [width, height] = [3600, 2400];
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / 3607)) % 256;
    const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    await uploadPhotos(api, id, [{ name: 'GRANDE_1.jpg', data }]);
    await expect
      .poll(
        async () =>
          (
            (await (await api.get(`/api/admin/albums/${id}/photos`)).json()) as {
              photos: { status: string }[];
            }
          ).photos[0]?.status,
        { timeout: 90_000 },
      )
      .toBe('ready');
    const saved = await api.put(`/api/admin/albums/${id}/gallery`, {
      data: {
        includedPhotos: 0,
        downloadsEnabled: true,
        downloadSize: 'high',
        favouritesOnly: false,
        watermark: false,
        graceDays: 30,
        downloadPin: PIN,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    album = { id, client };
  } finally {
    await api.dispose();
  }
});

async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const saved = page.waitForEvent('download');
  await link.tap();
  const download = await saved;
  return { name: download.suggestedFilename(), data: readFileSync((await download.path()) ?? '') };
}

test('on a phone, a web-size download is at most 2048 px, and the PIN opens the high resolution', async ({
  page,
  baseURL,
}) => {
  await logInThroughApi(page, baseURL ?? '', album.client.email, album.client.password);
  await openPage(page, galleryPath(album.id));
  await expect(galleryGrid(page).getByRole('listitem')).toHaveCount(1);

  // Without the PIN: the web size only, one photo or the whole album for the phone.
  await expect(page.getByRole('link', { name: 'Tout télécharger (taille web, ZIP)' })).toBeVisible();
  await expect(page.getByRole('link', { name: /haute résolution/ })).toHaveCount(0);
  const web = await downloaded(
    page,
    page.getByRole('link', { name: 'Télécharger GRANDE_1.jpg en taille web' }),
  );
  expect(web.name).toBe('GRANDE_1.jpg');
  const webSize = await sharp(web.data).metadata();
  expect(Math.max(webSize.width ?? 0, webSize.height ?? 0)).toBeLessThanOrEqual(WEB_SIZE_LONG_SIDE);
  expect([webSize.width, webSize.height]).toEqual([2048, 1365]);

  // A wrong PIN is refused in French; the right one opens the originals.
  const field = page.getByLabel(/Code PIN de téléchargement/);
  await field.fill('1111');
  await page.getByRole('button', { name: 'Valider le code PIN' }).tap();
  await expect(page.getByText('Code PIN incorrect.')).toBeVisible();
  await field.fill(PIN);
  await page.getByRole('button', { name: 'Valider le code PIN' }).tap();
  const high = page.getByRole('link', { name: 'Télécharger GRANDE_1.jpg en haute résolution' });
  await expect(high).toBeVisible();
  const original = await downloaded(page, high);
  expect(await sharp(original.data).metadata()).toMatchObject({ width: 3600, height: 2400 });

  // The PIN is kept by this browser: the page opened again offers the high resolution at once.
  await openPage(page, galleryPath(album.id));
  await expect(page.getByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' })).toBeVisible();
  await expect(page.getByLabel(/Code PIN de téléchargement/)).toHaveCount(0);
});
