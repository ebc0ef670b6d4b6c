import type { Locator, Page } from '@playwright/test';

/** The label of a photo card's description field on « Photos ». */
export const ALT_LABEL = 'Description pour les personnes aveugles et les moteurs de recherche';

/** Sends one JPEG through the file picker of « Photos » (already on screen); returns its card. */
export async function sendPhotoFromPhotos(page: Page, name: string, buffer: Buffer): Promise<Locator> {
  await page.getByLabel('Choisir des photos').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

/** In « Mise en page », finds the photo described `alt` with the picker's search and chooses it. */
export async function searchAndChoosePhoto(page: Page, alt: string) {
  await page.getByLabel('Rechercher une photo').fill(alt);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await page.getByRole('button', { name: `Choisir « ${alt} »` }).click();
}
