import { paths } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi } from '../support/login';
import { GPS_POINTER, photoWithGps } from '../support/photos';
import { openPage } from '../support/ready';

test('the admin uploads a photo, describes it, publishes it, and its variants carry no GPS position', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `chez-les-mariés-${Date.now().toString(36)}.jpg`;
  const original = await photoWithGps();
  expect(original.includes(GPS_POINTER)).toBe(true);

  await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Photos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();

  await page
    .getByLabel('Choisir des photos')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: original });
  const upload = page
    .getByRole('list', { name: 'Photos envoyées' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(upload.getByText('Prête')).toBeVisible({ timeout: 60_000 });

  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(
    card.getByText(
      'Ajoutez une description pour les personnes aveugles et les moteurs de recherche avant de publier la photo.',
    ),
  ).toBeVisible();
  // « Publier » takes the text as typed, without « Enregistrer » first.
  await card
    .getByLabel('Description pour les personnes aveugles et les moteurs de recherche')
    .fill('Les mariés devant le mas, au soleil couchant');
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(card.getByRole('button', { name: 'Retirer du site' })).toBeVisible();
  await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
  await expect(
    card.getByText(
      'Ajoutez une description pour les personnes aveugles et les moteurs de recherche avant de publier la photo.',
    ),
  ).toBeHidden();
  await card
    .getByLabel('Description pour les personnes aveugles et les moteurs de recherche')
    .fill('Les mariés devant le mas au soleil couchant');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByText('Description enregistrée.')).toBeVisible();

  // The photo's id, from the thumbnail the card shows.
  const source = await card.locator('source[type="image/avif"]').getAttribute('srcset');
  const [, id, width] = /\/photos\/([0-9a-f-]{36})\/files\/(\d+)\.avif/.exec(source ?? '') ?? [];
  expect(id).toBeTruthy();
  for (const extension of ['avif', 'webp']) {
    // Anyone, without a session: the public address of a published photo.
    const response = await page.context().request.fetch(`${baseURL}/photos/${id}/${width}.${extension}`, {
      headers: { cookie: '' },
    });
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    // GPS tags live in EXIF (or XMP): neither block is left in a published file.
    expect({ extension, exif: meta.exif, xmp: meta.xmp }).toEqual({
      extension,
      exif: undefined,
      xmp: undefined,
    });
    // Turned upright: 900×600 with a quarter-turn tag is a portrait.
    expect((meta.height ?? 0) > (meta.width ?? 0)).toBe(true);
  }
});
