import { paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expectEmptiedFieldRefused, headOf, restoreFirst, served } from '../support/site-content';
import { expect, type Page, test } from '../support/test';

const intro =
  'Des portraits naturels et des reportages de mariage, en studio, en extérieur ou chez vous, de Montpellier à la Camargue.';

/** The home page's words in « Contenu du site »: no violation, each new control reachable by a thumb. */
async function checkHomeWords(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await expect(page.getByLabel('Titre de la page', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'form');
  for (const label of [
    'Titre de la page',
    'Présentation',
    'Bouton vers les prestations et tarifs',
    'Texte de la carte Mariage',
    'Bouton — Encart Portfolio',
  ]) {
    // Reached as she reaches it, by focus: the page then scrolls it above the sticky bar.
    const control = page.getByLabel(label, { exact: true });
    await control.focus();
    await expectReachable(control);
  }
  await expectReachable(page.getByRole('button', { name: 'Publier' }));
}

test('she changes a sentence of the home page and its Google description, publishes, and the next HTML of / shows both', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const sentence = `Des portraits vrais et des mariages racontés, de Montpellier à la mer, ${run}.`;
  const description = `Photographe à Montpellier : portraits solo, en couple, en famille, corporate et reportages de mariage dans tout l’Hérault et le Gard, ${run}`;
  try {
    const before = await served(api, paths.home);
    expect(before).toContain(`>${intro}</p>`);
    expect(before).not.toContain(sentence);

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Page d’accueil' }).click();
    await expect(page.getByLabel('Présentation', { exact: true })).toHaveValue(intro);
    for (const width of [390, 1280]) await checkHomeWords(page, width);

    const kept = await expectEmptiedFieldRefused(
      page,
      page.getByLabel('Titre de la page', { exact: true }),
      siteContentMessages.required,
    );

    await page.getByLabel('Présentation', { exact: true }).fill(sentence);
    // The preview draws her draft with the home page's own components.
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: kept })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await page.getByRole('button', { name: 'Retour à l’édition' }).click();
    await expect(page.getByLabel('Présentation', { exact: true })).toHaveValue(sentence);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    await page.getByRole('button', { name: 'Titres et descriptions Google' }).click();
    await page.getByLabel('Description Google de la page « Accueil »').fill(description);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    const after = await served(api, paths.home);
    expect(after).toContain(`>${sentence}</p>`);
    expect(after).not.toContain(intro);
    expect(headOf(after).description).toBe(description);
  } finally {
    for (const key of ['accueil', 'referencement']) await restoreFirst(api, key);
    await api.dispose();
  }
});
