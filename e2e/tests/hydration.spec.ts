import { blogArticlePath, paths } from '@lapm/contracts';
import { expect, type Page, test } from '@playwright/test';
import { appHoldsPage, waitForApp } from '../support/ready';
import { client, fakeToken, seedToken } from '../support/session';

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

test.describe('a prerendered page starts the app at the visitor’s first action', () => {
  /** Opens `path` on a screen of that size, and checks the page came without the app starting. */
  async function openUntouched(page: Page, path: string, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await appHoldsPage(page), 'the app started before any action').toBe(false);
  }

  test('on a phone, the page is read without it, and the burger tapped before it opens the menu', async ({
    page,
  }) => {
    await openUntouched(page, paths.prices, { width: 390, height: 844 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The phone's bar, from the prerendered page's two.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    // The tap starts the app; the menu opens once it answers, without a second tap.
    await page.getByRole('button', { name: 'Ouvrir le menu principal' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'TARIFS' })).toBeVisible();
    expect(await appHoldsPage(page)).toBe(true);
  });

  test('on a desktop, the PRESTATIONS button clicked before the app runs opens its list', async ({
    page,
  }) => {
    await openUntouched(page, paths.home, { width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeHidden();
    await page.getByRole('button', { name: /PRESTATIONS/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Corporate' })).toBeVisible();
  });

  test('the portfolio’s photos are drawn before the app runs, and the app keeps that draw', async ({
    page,
  }) => {
    await page.goto(paths.portfolio);
    const photos = page
      .getByRole('main')
      .getByRole('list', { name: /^Album / })
      .getByRole('button');
    const shown = () => photos.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const served = await shown();
    expect(served).toHaveLength(15 + 10 + 15 + 25);
    expect(await appHoldsPage(page), 'the app started before any action').toBe(false);
    await page.evaluate(() => {
      (window as unknown as Record<string, Element | null>).sentPhoto = document.querySelector('main li');
    });
    await waitForApp(page);
    expect(await shown()).toEqual(served);
    const adopted = await page.evaluate(
      () =>
        (window as unknown as Record<string, Element | null>).sentPhoto === document.querySelector('main li'),
    );
    expect(adopted, 'the app adopted the served photos').toBe(true);
  });

  test('a signed-in visitor’s page starts at once: it depends on the session', async ({ page }) => {
    await seedToken(page, fakeToken(client));
    await page.goto(paths.prices);
    await expect.poll(() => appHoldsPage(page)).toBe(true);
  });
});
