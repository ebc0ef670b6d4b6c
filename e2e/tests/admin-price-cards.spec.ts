import { initialArticles } from '@lapm/articles/initial-articles';
import { paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { takeWithKeyboard } from '../support/drag';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { restoreFirst, served } from '../support/site-content';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** The keys of the cards of /tarifs, in the order of the server's HTML. */
const cardKeys = (html: string) => [...html.matchAll(/<li id="([a-z0-9-]+)"/g)].map((match) => match[1]);

const REMOVED = { key: 'solo-exterieur', title: 'Portrait solo en extérieur' };

/** The card list's controls, each in reach of a thumb, and no axe violation, on a phone and a desktop. */
async function expectCardControlsReachable(page: Page, title: string) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const name of [
      `Déplacer la carte « ${title} »`,
      `Retirer la carte « ${title} »`,
      'Ajouter une carte',
    ]) {
      const control = page.getByRole('button', { name });
      // Scrolled to the middle as her thumb would: the bar of « Publier » stays over the bottom of the screen.
      await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expectReachable(control);
    }
    await expectNoViolations(page, 'main');
  }
}

/** A new card, filled in (its address follows its title), moved up one place from the keyboard. */
async function addAndMoveUp(page: Page, title: string, key: string) {
  // A new card, filled in; its address follows its title.
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  const newTitle = page.getByLabel(/^Titre de la carte « sans titre n° \d+ »$/);
  await expect(newTitle).toBeFocused();
  await newTitle.fill(title);
  await page
    .getByLabel(`Description de la carte « ${title} »`)
    .fill('Les feuilles rousses et la lumière douce.');
  await page.getByLabel(`Description de l’image du site de la carte « ${title} »`).fill('Forêt en automne');
  await expect(page.getByText(`/tarifs#${key} (tirée du titre`)).toBeVisible();

  // Moved up one place from the keyboard: Space takes it, an arrow moves it, Space drops it.
  const titles = page.getByLabel(/^Titre de la carte « /);
  const previous = await titles.nth((await titles.count()) - 2).inputValue();
  const handle = page.getByRole('button', { name: `Déplacer la carte « ${title} »` });
  await takeWithKeyboard(page, handle);
  await page.keyboard.press('ArrowUp');
  // Dropped only once over the card before it: its first « over » is itself.
  await expect(page.getByText(`Carte « ${title} » à la place de « ${previous} ».`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Carte « ${title} » déposée à la place de « ${previous} ».`)).toBeAttached();
}

/** An article of hers whose text links to the card to remove. */
async function articleLinkingTo(api: APIRequestContext, run: string, title: string) {
  const [model] = initialArticles;
  if (!model) throw new Error('no initial article');
  const created = await api.post('/api/admin/articles', {
    data: {
      ...model,
      slug: `couleurs-automne-${run}`,
      title,
      markdown: `Voir [la séance en extérieur](/tarifs#${REMOVED.key}).`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('she adds a card to /tarifs, moves it, publishes it, then removes a card an article links to and is told so first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const title = `Séance d’automne ${run}`;
  const key = `seance-d-automne-${run}`;
  const article = `Les couleurs de l’automne ${run}`;
  try {
    await articleLinkingTo(api, run, article);
    const before = cardKeys(await served(api, paths.prices));
    expect(before).toContain(REMOVED.key);

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Tarifs (cartes des prestations)' }).click();

    await addAndMoveUp(page, title, key);
    await expectCardControlsReachable(page, title);

    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();
    const added = cardKeys(await served(api, paths.prices));
    expect(added).toEqual([...before.slice(0, -1), key, before.at(-1)]);

    // The public page shows it, at its own address.
    const visitor = await page.context().newPage();
    await visitor.goto(`${baseURL}${paths.prices}#${key}`);
    await expect(visitor.locator(`li#${key}`).getByRole('heading', { name: title })).toBeVisible();
    await visitor.close();

    // Removing a card an article links to: she is told first, and it goes only once published.
    await page.getByRole('button', { name: `Retirer la carte « ${REMOVED.title} »` }).click();
    await expect(page.getByText(`Utilisée par : Article « ${article} »`)).toBeVisible();
    await page.getByRole('button', { name: `Oui, retirer la carte « ${REMOVED.title} »` }).click();
    await expect(page.getByText(`Carte « ${REMOVED.title} » retirée du brouillon.`)).toBeVisible();
    expect(cardKeys(await served(api, paths.prices))).toContain(REMOVED.key);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();
    const removed = cardKeys(await served(api, paths.prices));
    expect(removed).not.toContain(REMOVED.key);
    expect(removed).toContain(key);
  } finally {
    await restoreFirst(api, 'tarifs');
    await api.dispose();
  }
});
