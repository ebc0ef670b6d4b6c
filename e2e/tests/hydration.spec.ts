import { blogArticlePath, paths } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import { waitForApp } from '../support/ready';

/** One page of each kind the build prerenders, and the 404 page. */
const pages = [
  paths.home,
  paths.prices,
  paths.portfolio,
  paths.wedding,
  paths.blog,
  blogArticlePath('2025-06-01'),
  paths.login,
  paths.register,
  paths.resetPassword,
  '/cette-page-n-existe-pas',
];

test.describe('a prerendered page is hydrated, not rebuilt', () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      // The elements the server sent, kept before any script of the site runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const kept = window as unknown as Record<string, Element | null>;
          kept.sentHeading = document.querySelector('main h1');
          kept.sentNavigation = document.querySelector('header nav');
        });
      });
      await page.goto(path);
      await waitForApp(page);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const same = await page.evaluate(() => {
        const kept = window as unknown as Record<string, Element | null>;
        return {
          heading: kept.sentHeading === document.querySelector('main h1'),
          navigation: kept.sentNavigation === document.querySelector('header nav'),
        };
      });
      expect(same, 'the app adopted the elements of the prerendered page').toEqual({
        heading: true,
        navigation: true,
      });
      // A hydration mismatch is reported as an error before React rebuilds the page.
      expect(errors).toEqual([]);
      // And the page works: the header's disclosure opens.
      await page.getByRole('button', { name: /PRESTATIONS/ }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Corporate' })).toBeVisible();
    });
  }
});
