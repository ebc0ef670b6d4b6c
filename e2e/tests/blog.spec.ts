import { openPage } from '../support/ready';
import { expect, test } from '../support/test';

test.describe('blog', () => {
  test('lists the five articles newest first and filters them by title', async ({ page }) => {
    await openPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
    await expect(cards).toHaveCount(5);
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/blog/2025-09-17#top',
      '/blog/2025-07-24#top',
      '/blog/2025-07-10#top',
      '/blog/2025-06-16#top',
      '/blog/2025-06-01#top',
    ]);
    await expect(page.getByText('17/09/2025')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Filtrer les articles par titre' }).fill('grossesse');
    await expect(cards).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Filtrer les articles par titre' }).fill('zzz');
    await expect(page.getByText('Aucun article ne correspond à “zzz”.')).toBeVisible();
  });

  test('an article opens at its top, and its photos open in an overlay that Escape closes', async ({
    page,
  }) => {
    await openPage(page, '/blog');
    await page.getByRole('searchbox', { name: 'Filtrer les articles par titre' }).fill('grossesse');
    // The list follows the typing once the address has changed: the one card left is the one to open.
    const links = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
    await expect(links).toHaveCount(1);
    await links.click();
    await expect(page).toHaveURL(/\/blog\/2025-07-24#top$/);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(title).toBeInViewport();

    const zoom = page.getByRole('link', { name: /^Agrandir la photo/ }).first();
    await zoom.click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(zoom).toBeFocused();
  });

  test('the lifestyle article ends with six service cards that lead to their pages', async ({ page }) => {
    await openPage(page, '/blog/2025-07-10');
    for (const name of ['Feel Good', 'Toi & Moi', 'La Smala', '1er cris', '9 mois', 'Passions Lives']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await page.getByRole('link', { name: /La Smala/ }).click();
    await expect(page).toHaveURL(/\/portrait-famille-ami/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
