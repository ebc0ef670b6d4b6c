import { openPage } from '../support/ready';
import { expect, test } from '../support/test';
import { thumbnails } from '../support/thumbnails';

// The services and their price cards (the portfolio: marketing-portfolio.spec.ts; the home page
// and the reviews: marketing-home.spec.ts).
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
});
