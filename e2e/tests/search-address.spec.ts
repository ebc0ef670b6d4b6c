import { holdScripts, SHELL_ENTRY } from '../support/hold';
import { appHoldsPage, openPage, waitForApp } from '../support/ready';
import { expect, type Page, test } from '../support/test';

// The app filters as the visitor types, and the address follows: a filtered list can be
// shared or reloaded as it is.

const pricesGrid = (page: Page) => page.getByRole('list', { name: 'Prestations' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une prestation' });

test('typing in the /tarifs search filters at once and puts ?q= in the address, without a new history entry', async ({
  page,
}) => {
  await page.goto('/contact');
  await openPage(page, '/tarifs');
  const all = await pricesGrid(page).getByRole('link').count();
  await search(page).pressSequentially('mariage');
  await expect(page).toHaveURL(/\/tarifs\?q=mariage$/);
  await expect.poll(() => pricesGrid(page).getByRole('link').count()).toBeLessThan(all);
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/tarifs\?q=mariage$/);
  await expect(search(page)).toHaveValue('mariage');

  await search(page).fill('');
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(pricesGrid(page).getByRole('link')).toHaveCount(all);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a /tarifs address with ?q= shows the filtered grid from the first paint, its field holding the term', async ({
  page,
}) => {
  await page.goto('/tarifs?q=mariage', { waitUntil: 'commit' });
  await expect(search(page)).toHaveValue('mariage');
  const hrefs = () =>
    pricesGrid(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const served = await hrefs();
  expect(served.length).toBeGreaterThan(0);
  for (const href of served) expect(href).toBe('/portrait-mariage#tarifs-portrait-mariage');
  await waitForApp(page);
  expect(await hrefs()).toEqual(served);
  await expect(search(page)).toHaveValue('mariage');
});

test('a term without accents finds the accented title, in the page the server sends and in the app', async ({
  page,
}) => {
  const titles = () => pricesGrid(page).getByRole('heading').allTextContents();
  await page.goto('/tarifs?q=Ceremonie', { waitUntil: 'commit' });
  await expect(search(page)).toHaveValue('Ceremonie');
  await expect.poll(titles).toEqual(['Cérémonie laïque']);
  await waitForApp(page);
  expect(await titles()).toEqual(['Cérémonie laïque']);
  await search(page).fill('');
  await search(page).pressSequentially('ceremonie');
  await expect(page).toHaveURL(/\/tarifs\?q=ceremonie$/);
  await expect.poll(titles).toEqual(['Cérémonie laïque']);
});

test('the /blog filter follows the visitor as they type, and an address with ?q= opens filtered', async ({
  page,
}) => {
  await openPage(page, '/blog');
  const filter = page.getByRole('searchbox', { name: 'Filtrer les articles par titre' });
  const articles = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
  await filter.pressSequentially('grossesse');
  await expect(page).toHaveURL(/\/blog\?q=grossesse$/);
  await expect(articles).toHaveCount(1);

  await openPage(page, '/blog?q=aquarelle');
  await expect(filter).toHaveValue('aquarelle');
  await expect(page.getByRole('status')).toHaveText('Aucun article ne correspond à “aquarelle”.');
  // The footer's link to the blog empties the field with the filter.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(filter).toHaveValue('');
  await expect(articles).toHaveCount(5);
});

test('what was typed before the app started stays in the field, and the app filters by it', async ({
  page,
}) => {
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto('/tarifs', { waitUntil: 'domcontentloaded' });
  await search(page).pressSequentially('corporate');
  expect(await appHoldsPage(page)).toBe(false);

  release();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/tarifs\?q=corporate$/);
  await expect(search(page)).toHaveValue('corporate');
  const hrefs = await pricesGrid(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toBe('/portrait-corporate#tarifs-portrait-corporate');
});
