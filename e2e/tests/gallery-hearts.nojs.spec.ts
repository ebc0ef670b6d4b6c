import { galleryPath } from '@lapm/contracts';
import { seanceForFile } from '../support/photos';
import { expect, test } from '../support/test';

/**
 * A heart of the gallery's first screen works before scripts (decision 0015): a form posted to the
 * gallery's page, which brings her back to the gallery at that photo with the heart filled. A post
 * from another site changes nothing.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const names = ['COEUR_01.jpg', 'COEUR_02.jpg'];
const seance = seanceForFile(
  'coeur-sans-script',
  { code: 'coeur-sans-script-2025', link: 'https://galerie.e2e.lapm.test/coeur', date: '05/07/2025' },
  names.map((name) => ({ name, width: 600, height: 400 })),
);

test('without scripts, the owner fills a heart and comes back to the gallery at that photo', async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: seance.client.email, password: seance.client.password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(galleryPath(seance.albumId));
  const heart = page.getByRole('button', { name: `Favori : ${names[1]}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  await expect(page).toHaveURL(new RegExp(`${galleryPath(seance.albumId)}#photo-[0-9a-f-]+$`));
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
    data: { email: seance.client.email, password: seance.client.password },
    headers: { Origin: baseURL ?? '' },
  });
  await page.goto(galleryPath(seance.albumId));
  const photoId = await page
    .getByRole('button', { name: `Favori : ${names[0]}` })
    .locator('xpath=ancestor::form')
    .locator('input[name="photo"]')
    .inputValue();
  const forged = await page.request.post(galleryPath(seance.albumId), {
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
