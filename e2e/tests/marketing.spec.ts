import { openPage, waitForApp } from '../support/ready';
import { expect, type Page, test } from '../support/test';

const thumbnails = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .getByRole('link', { name: /^Agrandir la photo/ });

test.describe('marketing pages', () => {
  test('the services search narrows the grid, and a card leads to its price cards', async ({ page }) => {
    await openPage(page, '/tarifs');
    const grid = page.getByRole('list', { name: 'Prestations' });
    await expect(grid.getByRole('link').first()).toBeVisible();
    const all = await grid.getByRole('link').count();
    expect(all).toBeGreaterThanOrEqual(55);
    await page.getByPlaceholder('Rechercher une prestation...').fill('MARIAGE');
    await expect.poll(() => grid.getByRole('link').count()).toBeLessThan(all);
    expect(await grid.getByRole('link').count()).toBeGreaterThan(0);
    for (const href of await grid
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toBe('/portrait-mariage#tarifs-portrait-mariage');
    }
    await grid.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portrait-mariage#tarifs-portrait-mariage$/);
    await expect(page.locator('#tarifs-portrait-mariage')).toBeInViewport();
    await expect(page.getByText('1 899 €', { exact: false }).first()).toBeVisible();

    await openPage(page, '/tarifs');
    await page.getByPlaceholder('Rechercher une prestation...').fill('aucune prestation de ce nom');
    await expect(
      page.getByText('Aucune prestation ne correspond à “aucune prestation de ce nom”.'),
    ).toBeVisible();
  });

  const galleries: [string, number][] = [
    ['/portrait-corporate', 8],
    ['/portrait-duo', 8],
    ['/portrait-hobby', 8],
    ['/portrait-solo', 8],
    ['/portrait-grossesse', 12],
    ['/portrait-mariage', 20],
  ];
  for (const [path, count] of galleries) {
    test(`${path} shows its gallery of ${count} photos`, async ({ page }) => {
      await openPage(page, path);
      await expect(thumbnails(page)).toHaveCount(count);
    });
  }

  test("'Plus d'infos' opens a booking e-mail to the photographer", async ({ page }) => {
    await openPage(page, '/portrait-solo');
    const link = page.getByRole('link', { name: "Plus d'infos" }).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:contact@lapm-photographie\.fr\?subject=/);
    expect(decodeURIComponent(href)).toContain('Réservation ');
    expect(decodeURIComponent(href)).toContain(' - Formule ');
  });

  test("'Voir plus...' expands a long review and 'Voir moins...' folds it", async ({ page }) => {
    await openPage(page, '/portrait-mariage');
    const card = page
      .locator('figure')
      .filter({ has: page.locator('details') })
      .first();
    const whole = card.locator('details blockquote');
    const more = card.getByText('Voir plus...');
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(whole).toBeVisible();
    const less = card.getByText('Voir moins...');
    await expect(less).toBeVisible();
    await less.click();
    await expect(whole).toBeHidden();
    await expect(card.getByText('Voir moins...')).toBeHidden();
  });

  test('the portfolio draws 15, 10, 15 and 25 photos, and other ones at other visits', async ({ page }) => {
    await openPage(page, '/portfolio');
    await expect(page.getByText('Un regard artistique multiple')).toBeVisible();
    const albums = page.getByRole('main').getByRole('list', { name: /^Album / });
    await expect(albums).toHaveCount(4);
    const counts = await albums.evaluateAll((lists) =>
      lists.map((list) => list.querySelectorAll('a').length),
    );
    expect(counts).toEqual([15, 10, 15, 25]);
    const draw = () =>
      thumbnails(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    const first = await draw();
    // The server keeps 4 draws and sends one at random (docs/decisions/0006): another comes
    // within a few visits (all 10 the same: one chance in a million).
    const draws: (string | null)[][] = [];
    for (let visit = 0; visit < 10 && draws.every((seen) => seen.join() === first.join()); visit++) {
      await page.reload();
      await waitForApp(page);
      await expect(albums).toHaveCount(4);
      draws.push(await draw());
    }
    expect(draws.at(-1)).not.toEqual(first);
  });

  test('a portfolio photo opens in the full-size viewer, arrows move and Escape closes', async ({ page }) => {
    await openPage(page, '/portfolio');
    const first = thumbnails(page).first();
    await first.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the home page links to the main services and to the portfolio top', async ({ page }) => {
    await openPage(page, '/');
    const main = page.getByRole('main');
    for (const href of [
      '/portrait-corporate',
      '/portrait-lifestyle',
      '/portrait-mariage',
      '/qui-suis-je',
      '/portfolio#top',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });
});
