import { galleryPath } from '@lapm/contracts';
import { adminApi } from '../support/accounts';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { clientAlbum, galleryGrid, seanceReady } from '../support/screens';
import { expect, type Page, test } from '../support/test';
import { swipe } from '../support/touch';

/**
 * A client's gallery viewer on her phone: she hearts and downloads the photo she looks at, and
 * closes the viewer as a phone's viewer closes: a swipe down, a tap beside the photo, Back.
 */

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Visionneuse photo' });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let album: Awaited<ReturnType<typeof clientAlbum>>;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const api = await adminApi(baseURL ?? '');
  try {
    album = await clientAlbum(api, 'visionneuse', {
      date: '14/06/2025',
      accessCode: 'visionneuse-e2e-2025',
      lien: 'https://galerie.e2e.lapm.test/visionneuse',
    });
    await seanceReady(api, album.id);
  } finally {
    await api.dispose();
  }
});

test('a client hearts a photo in the viewer, the grid counts it, a swipe down closes the viewer', async ({
  page,
  baseURL,
}, testInfo) => {
  await logInThroughApi(page, baseURL ?? '', album.client.email, album.client.password);
  await openPage(page, galleryPath(album.id));
  await expect(galleryGrid(page).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText(/\b0 favori\b/)).toBeVisible();

  // The first photo, a landscape one: on a phone, bands of backdrop above and below it.
  await page.getByRole('link', { name: 'Agrandir ECRAN_1.jpg' }).tap();
  await expect(viewer(page).getByText('Photo 1 sur 3')).toBeVisible();
  await expect(page).toHaveURL(/\?photo=[^&]+$/);
  // Its camera's file name is no caption.
  await expect(viewer(page).getByText('ECRAN_1.jpg')).toHaveCount(0);

  const heart = viewer(page).getByRole('button', { name: 'Favori' });
  await expectReachable(heart);
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer(page).getByText(/\b1 favori\b/)).toBeVisible();
  await expect(viewer(page)).toBeVisible();

  const download = viewer(page).getByRole('link', { name: 'Haute résolution' });
  await expectReachable(download);
  const saved = page.waitForEvent('download');
  await download.tap();
  expect((await saved).suggestedFilename()).toBe('ECRAN_1.jpg');
  await page.screenshot({ path: testInfo.outputPath('gallery-viewer-390.png') });

  // A finger drawn down the photo closes the viewer, back to the gallery's own address.
  await swipe(page, { x: 195, y: 330 }, { x: 205, y: 640 });
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${galleryPath(album.id)}$`));
  await expect(page.getByText(/\b1 favori\b/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favori : ECRAN_1.jpg' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A tap on the photo keeps it; a tap on the backdrop above it closes it.
  await page.getByRole('link', { name: 'Agrandir ECRAN_3.jpg' }).tap();
  await expect(viewer(page).getByText('Photo 3 sur 3')).toBeVisible();
  await expect(viewer(page).getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'false');
  await page.touchscreen.tap(195, 422);
  await expect(viewer(page)).toBeVisible();
  await page.touchscreen.tap(195, 180);
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${galleryPath(album.id)}$`));

  // The phone's Back still closes it, and the gallery stays.
  await page.getByRole('link', { name: 'Agrandir ECRAN_2.jpg' }).tap();
  await expect(viewer(page).getByText('Photo 2 sur 3')).toBeVisible();
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(galleryGrid(page)).toBeVisible();
  await expect(page.getByText(/\b1 favori\b/)).toBeVisible();
});
