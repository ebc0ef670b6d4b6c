import { readFileSync } from 'node:fs';
import { galleryPath, WEB_SIZE_LONG_SIDE } from '@lapm/contracts';
import sharp from 'sharp';
import { openDownloads } from '../support/albums';
import { logInThroughApi } from '../support/login';
import { seanceForFile } from '../support/photos';
import { openPage } from '../support/ready';
import { galleryGrid } from '../support/screens';
import { expect, type Page, test } from '../support/test';

/**
 * Downloads on a phone: the web size for everyone, the high resolution behind the download PIN
 * the studio gave the client.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PIN = '4821';
// A photo larger than the web size.
const album = seanceForFile(
  'telechargements',
  { code: 'telechargements-e2e-2025', link: 'https://galerie.e2e.lapm.test/telechargements' },
  [{ name: 'GRANDE_1.jpg', width: 3600, height: 2400 }],
  { more: (admin, id) => openDownloads(admin, id, { downloadPin: PIN }) },
);

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
  await openPage(page, galleryPath(album.albumId));
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
  await openPage(page, galleryPath(album.albumId));
  await expect(page.getByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' })).toBeVisible();
  await expect(page.getByLabel(/Code PIN de téléchargement/)).toHaveCount(0);
});
