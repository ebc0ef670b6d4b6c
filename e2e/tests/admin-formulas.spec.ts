import { initialArticles } from '@lapm/articles/initial-articles';
import { paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { takeWithKeyboard } from '../support/drag';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { restoreFirst } from '../support/site-content';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** The formula an article of hers offers (its « Demander cette formule » link). */
const USED = { key: 'solo-confort', name: 'Confort' };

/** The formula list's controls, each in reach of a thumb, and no axe violation, on a phone and a desktop. */
async function expectFormulaControlsReachable(page: Page, name: string) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const label of [
      `Déplacer la formule « ${name} »`,
      `Retirer la formule « ${name} »`,
      'Ajouter une formule',
    ]) {
      const control = page.getByRole('button', { name: label });
      // Scrolled to the middle as her thumb would: the bar of « Publier » stays over the bottom of the screen.
      await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expectReachable(control);
    }
    await expectNoViolations(page, 'main');
  }
}

/** A new formula, named and priced (its key follows its name), moved up one place from the keyboard. */
async function addAndMoveUp(page: Page, name: string, key: string) {
  await page.getByRole('button', { name: 'Ajouter une formule' }).click();
  const newName = page.getByLabel(/^Nom de la formule « sans nom n° \d+ »$/);
  await expect(newName).toBeFocused();
  await newName.fill(name);
  await expect(page.getByText(`Clé de la formule : ${key} (elle suit le nom`)).toBeVisible();
  const amounts = page.getByLabel(new RegExp(`^Montant en euros — ${name}, `));
  for (let index = 0; index < (await amounts.count()); index += 1) await amounts.nth(index).fill('79');
  const texts = page.getByLabel(new RegExp(`^Valeur — ${name}, `));
  for (let index = 0; index < (await texts.count()); index += 1) await texts.nth(index).fill('1 heure');

  // Her typing saved as the draft first: a save landing mid-move would draw the list again under it.
  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré' })).toBeAttached();
  const handle = page.getByRole('button', { name: `Déplacer la formule « ${name} »` });
  await takeWithKeyboard(page, handle);
  // Its first « over » may be itself (the box under the pointer it starts from): once more then.
  const overPremium = page.getByText(`Formule « ${name} » à la place de « Premium ».`);
  await page.keyboard.press('ArrowUp');
  const moved = await overPremium
    .waitFor({ state: 'attached', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) await page.keyboard.press('ArrowUp');
  await expect(overPremium).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Formule « ${name} » déposée à la place de « Premium ».`)).toBeAttached();
}

/** An article of hers (a draft: the blog's spec counts the published ones) offering the formula to remove. */
async function articleOffering(api: APIRequestContext, run: string, title: string) {
  const [model] = initialArticles;
  if (!model) throw new Error('no initial article');
  const created = await api.post('/api/admin/articles', {
    data: {
      ...model,
      slug: `seance-confort-${run}`,
      title,
      markdown: `Demandez-la : [la formule Confort](/contacts?formule=${USED.key}#demande).`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The choices of the enquiry form of /contacts, as a visitor sees them. */
async function enquiryChoices(page: Page, baseURL: string) {
  const visitor = await page.context().newPage();
  await visitor.goto(`${baseURL}${paths.contact}`);
  const choices = await visitor.getByLabel('Formule').locator('option').allTextContents();
  await visitor.close();
  return choices;
}

test('she adds a formula to a service page, moves it, publishes it, then removes one an article offers and is told so first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const name = `Mini séance ${run}`;
  const key = `mini-seance-${run}`;
  const article = `La formule Confort ${run}`;
  try {
    await api.delete('/api/admin/site-content/solo/draft');
    await articleOffering(api, run, article);
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Portrait solo', exact: true }).click();

    await addAndMoveUp(page, name, key);
    await expectFormulaControlsReachable(page, name);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    // The public page shows its card, before Premium; the enquiry form lists it.
    const visitor = await page.context().newPage();
    await visitor.goto(`${baseURL}${paths.solo}`);
    const cards = visitor.locator('article h3');
    await expect(visitor.getByRole('heading', { name, level: 3 })).toBeVisible();
    const titles = await cards.allTextContents();
    expect(titles.indexOf(name)).toBe(titles.indexOf('Premium') - 1);
    await visitor.close();
    expect(await enquiryChoices(page, String(baseURL))).toContain(`Portrait Solo – ${name}`);

    // Removing a formula an article offers: she is told first, and it goes only once published.
    await page.getByRole('button', { name: `Retirer la formule « ${USED.name} »` }).click();
    await expect(page.getByText(new RegExp(`^Utilisée par : Article « ${article} »`))).toBeVisible();
    await page.getByRole('button', { name: `Oui, retirer la formule « ${USED.name} »` }).click();
    await expect(page.getByText(`Formule « ${USED.name} » retirée du brouillon.`)).toBeVisible();
    expect(await enquiryChoices(page, String(baseURL))).toContain('Portrait Solo – Confort');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();
    expect(await enquiryChoices(page, String(baseURL))).not.toContain('Portrait Solo – Confort');
  } finally {
    // Her draft of the page goes too (a run stopped midway leaves one), then the page as first published.
    await api.delete('/api/admin/site-content/solo/draft');
    await restoreFirst(api, 'solo');
    await api.dispose();
  }
});
