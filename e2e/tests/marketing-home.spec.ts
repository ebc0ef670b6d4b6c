import { openPage } from '../support/ready';
import { expect, test } from '../support/test';

// The reviews' « Voir plus » and the home page's links.
test.describe('marketing pages', () => {
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
