import { paths } from '@lapm/contracts';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import { ALT_LABEL, sendPhotoFromPhotos } from '../support/admin-photos';
import { logInThroughApi } from '../support/login';
import { GPS_POINTER, photoWithGps } from '../support/photos';
import { openPage } from '../support/ready';
import { expect, type Locator, type Page, test } from '../support/test';

const ASK_FOR_ALT =
  'Ajoutez une description pour les personnes aveugles et les moteurs de recherche avant de publier la photo.';

/** From the admin home to « Photos », where she sends the photo: its card once processed. */
async function sheUploadsIt(page: Page, baseURL: string, name: string, original: Buffer) {
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Photos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();

  const card = await sendPhotoFromPhotos(page, name, original);
  const upload = page
    .getByRole('list', { name: 'Photos envoyées' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(upload.getByText('Prête')).toBeVisible({ timeout: 60_000 });
  return card;
}

/** « Publier » asks for a description first, then takes the one typed; « Enregistrer » changes it. */
async function sheDescribesAndPublishesIt(card: Locator) {
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(card.getByText(ASK_FOR_ALT)).toBeVisible();
  // « Publier » takes the text as typed, without « Enregistrer » first.
  await card.getByLabel(ALT_LABEL).fill('Les mariés devant le mas, au soleil couchant');
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(card.getByRole('button', { name: 'Retirer du site' })).toBeVisible();
  await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
  await expect(card.getByText(ASK_FOR_ALT)).toBeHidden();
  await card.getByLabel(ALT_LABEL).fill('Les mariés devant le mas au soleil couchant');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByText('Description enregistrée.')).toBeVisible();
}

/** The photo's public AVIF and WebP files, fetched without a session: upright, with no EXIF nor XMP. */
async function itsFilesCarryNoPosition(page: Page, baseURL: string, card: Locator) {
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
}

test('the admin uploads a photo, describes it, publishes it, and its variants carry no GPS position', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `chez-les-mariés-${Date.now().toString(36)}.jpg`;
  const original = await photoWithGps();
  expect(original.includes(GPS_POINTER)).toBe(true);

  const card = await sheUploadsIt(page, String(baseURL), name, original);
  await sheDescribesAndPublishesIt(card);
  await itsFilesCarryNoPosition(page, String(baseURL), card);
});
