import { galleryPath } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminApi } from '../support/accounts';
import { createAlbum, type RegisteredClient, registeredClient, uploadPhotos } from '../support/albums';
import { albumPhotosReady } from '../support/photos';

/**
 * A heart of the gallery's first screen works before scripts (decision 0015): a form posted to the
 * gallery's page, which brings her back to the gallery at that photo with the heart filled. A post
 * from another site changes nothing.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const names = ['COEUR_01.jpg', 'COEUR_02.jpg'];
let albumId: number;
let client: RegisteredClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const api = await adminApi(baseURL ?? '');
  try {
    client = await registeredClient(api, 'coeur-sans-script');
    albumId = await createAlbum(api, client.id, {
      code: 'coeur-sans-script-2025',
      link: 'https://galerie.e2e.lapm.test/coeur',
      date: '05/07/2025',
    });
    const files = await Promise.all(
      names.map(async (name, index) => ({
        name,
        data: await sharp({
          create: { width: 600, height: 400, channels: 3, background: { r: 40 + index * 80, g: 90, b: 160 } },
        })
          .jpeg()
          .toBuffer(),
      })),
    );
    await uploadPhotos(api, albumId, files);
    await albumPhotosReady(api, albumId, names.length, 120_000);
  } finally {
    await api.dispose();
  }
});

test('without scripts, the owner fills a heart and comes back to the gallery at that photo', async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: client.email, password: client.password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(galleryPath(albumId));
  const heart = page.getByRole('button', { name: `Favori : ${names[1]}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  await expect(page).toHaveURL(new RegExp(`${galleryPath(albumId)}#photo-[0-9a-f-]+$`));
  const again = page.getByRole('button', { name: `Favori : ${names[1]}` });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Favori : ${names[0]}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The anchor is that photo's box.
  const anchor = new URL(page.url()).hash.slice(1);
  await expect(
    page.locator(`[id="${anchor}"]`).getByRole('link', { name: `Agrandir ${names[1]}` }),
  ).toBeVisible();

  // Taken back the same way.
  await again.click();
  await expect(page.getByRole('button', { name: `Favori : ${names[1]}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a heart posted from another site is refused and changes nothing', async ({ page, baseURL }) => {
  await page.request.post('/api/login', {
    data: { email: client.email, password: client.password },
    headers: { Origin: baseURL ?? '' },
  });
  await page.goto(galleryPath(albumId));
  const photoId = await page
    .getByRole('button', { name: `Favori : ${names[0]}` })
    .locator('xpath=ancestor::form')
    .locator('input[name="photo"]')
    .inputValue();
  const forged = await page.request.post(galleryPath(albumId), {
    form: { photo: photoId, favourite: 'true' },
    headers: { Origin: 'https://ailleurs.example', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('button', { name: `Favori : ${names[0]}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
