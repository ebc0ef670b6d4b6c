import type { Page } from '@playwright/test';

/** Picks the photo whose alt text is `alt` as the article's cover, in the editor's library picker. */
export async function chooseCover(page: Page, alt: string) {
  await page.getByRole('button', { name: 'Choisir dans la photothèque' }).click();
  const picker = page.getByRole('region', { name: 'Photos publiées de la photothèque' });
  await picker.getByLabel('Rechercher une photo').fill(alt);
  await picker.getByLabel('Rechercher une photo').press('Enter');
  await picker.getByRole('button', { name: `Choisir « ${alt} »` }).click();
}

/** Shows the article's text as Markdown (the editor opens in « Visuel »); kept for this browser context. */
export async function writeInMarkdown(page: Page) {
  await page.getByRole('button', { name: 'Markdown', exact: true }).click();
}
