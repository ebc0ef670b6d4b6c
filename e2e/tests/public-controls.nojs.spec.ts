import { expect, type Page, test } from '../support/test';

test.use({ javaScriptEnabled: false });

// What the server sends works by itself: with scripts off, a phone visitor searches, filters,
// goes home from a 404 and opens what the page folds.
test.use({ viewport: { width: 390, height: 844 } });

const pricesGrid = (page: Page) => page.getByRole('list', { name: 'Prestations' });

test('the /tarifs search filters the cards, and says so in French when nothing matches', async ({ page }) => {
  await page.goto('/tarifs');
  const all = await pricesGrid(page).getByRole('link').count();
  expect(all).toBeGreaterThanOrEqual(55);

  const search = page.getByRole('searchbox', { name: 'Rechercher une prestation' });
  await search.fill('MARIAGE');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tarifs\?q=MARIAGE$/);
  await expect(search).toHaveValue('MARIAGE');
  const hrefs = await pricesGrid(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThan(all);
  for (const href of hrefs) expect(href).toBe('/portrait-mariage#tarifs-portrait-mariage');

  // The magnifier is the submit button, for a visitor who taps rather than presses Enter.
  await search.fill('drone');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/tarifs\?q=drone$/);
  await expect(pricesGrid(page)).toHaveCount(0);
  await expect(page.getByText('Aucune prestation ne correspond à “drone”.')).toBeVisible();
});

test('the /blog filter filters the articles, and says so in French when no title matches', async ({
  page,
}) => {
  await page.goto('/blog');
  const articles = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
  await expect(articles).toHaveCount(5);

  const filter = page.getByRole('searchbox', { name: 'Filtrer les articles par titre' });
  await filter.fill('grossesse');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/\/blog\?q=grossesse$/);
  await expect(filter).toHaveValue('grossesse');
  await expect(articles).toHaveCount(1);
  await expect(articles).toHaveAttribute('href', '/blog/2025-07-24#top');

  await filter.fill('aquarelle');
  await filter.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Aucun article ne correspond à “aquarelle”.');
  await expect(articles).toHaveCount(0);
});

// Hyphens, accents and word order: the server's page finds what the visitor means.
test('a search of several words finds the titles holding each of them, in any order', async ({ page }) => {
  await page.goto('/tarifs?q=nouveau+ne');
  const titles = pricesGrid(page).getByRole('heading', { level: 2 });
  expect(await titles.count()).toBeGreaterThan(0);
  for (const title of await titles.allTextContents()) expect(title).toMatch(/nouveau-né/i);

  await page.goto('/blog');
  const filter = page.getByRole('searchbox', { name: 'Filtrer les articles par titre' });
  await filter.fill('cv photo');
  await filter.press('Enter');
  const articles = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
  await expect(articles).toHaveCount(1);
  await expect(articles).toHaveAttribute('href', '/blog/2025-06-16#top');
  await expect(articles).toContainText('Photo de CV');
});

test("the 404 page's « Revenir à l'accueil » goes home", async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the LifeStyle format chooser opens the answer chosen and closes the other', async ({ page }) => {
  await page.goto('/portrait-lifestyle');
  const chooser = page.getByRole('group', { name: 'Vous venez…' });
  const answer = (choice: string) => chooser.locator('details').filter({ hasText: choice });
  const prices = (choice: string) =>
    answer(choice).getByRole('link', { name: 'Voir les formules et tarifs' });
  await expect(prices('seul ou seule')).toBeVisible();
  await expect(prices('à deux')).toBeHidden();

  await chooser.getByText('à deux').click();
  await expect(prices('à deux')).toBeVisible();
  await expect(answer('à deux')).toContainText('Toi & Moi');
  await expect(prices('seul ou seule')).toBeHidden();
  await prices('à deux').click();
  await expect(page).toHaveURL(/\/portrait-duo#tarifs-portrait-duo$/);
});

test('a long review opens with « Voir plus... » and folds with « Voir moins... »', async ({ page }) => {
  await page.goto('/portrait-mariage');
  const card = page
    .locator('figure')
    .filter({ has: page.locator('details') })
    .first();
  const more = card.getByText('Voir plus...');
  const whole = card.locator('details blockquote');
  const excerpt = card.locator('blockquote').first();
  await more.scrollIntoViewIfNeeded();
  await expect(whole).toBeHidden();
  await expect(excerpt).toBeVisible();
  const cut = (await excerpt.textContent()) ?? '';
  expect(cut).toHaveLength(100);

  await more.click();
  await expect(whole).toBeVisible();
  await expect(excerpt).toBeHidden();
  expect(((await whole.textContent()) ?? '').startsWith(cut)).toBe(true);
  const less = card.getByText('Voir moins...');
  await expect(less).toBeVisible();
  await expect(card.getByText('Voir plus...')).toBeHidden();

  await less.click();
  await expect(whole).toBeHidden();
  await expect(excerpt).toBeVisible();
});
