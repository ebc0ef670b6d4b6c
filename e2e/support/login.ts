import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/**
 * Opens a real session for the page's browser context through the API (cookie and
 * token), as the login screen would, without going through the form.
 */
export async function logInThroughApi(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { jwtTokenClientLAPM: string }).jwtTokenClientLAPM;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('jwtTokenClientLAPM', value), token);
}

/** Registers a client through the API and returns its credentials. */
export async function registerClient(page: Page, baseURL: string) {
  const client = {
    firstname: 'Inès',
    lastname: 'Roux',
    email: `a11y-${Date.now().toString(36)}@e2e.lapm.test`,
    password: 'Lumiere-Douce-2025',
  };
  const response = await page.request.post('/api/user/register', {
    data: client,
    headers: { Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return client;
}

/** A page in a browser context of its own, logged in through the API as `account`. */
export async function pageLoggedInAs(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ ...options, baseURL })).newPage();
  await logInThroughApi(page, baseURL, account.email, account.password);
  return page;
}

/** Logs in through the login form already on screen, as a visitor types it. */
export async function logInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
