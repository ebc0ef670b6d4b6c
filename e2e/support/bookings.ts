import { type Availability, defaultAvailability } from '@lapm/contracts';
import type { Browser } from '@playwright/test';
import { e2eAdmin } from './accounts';
import { pageLoggedInAs } from './login';

/** Every day open from 9 to 6, the solo formula bookable for an hour. */
export const bookingRules: Availability = {
  ...defaultAvailability,
  weeklyHours: Array.from({ length: 7 }, () => ({ open: true, start: '09:00', end: '18:00' })),
  formulas: [{ formula: 'solo-essentiel', minutes: 60 }],
  // The first free slot is a day or two away: she lets it be cancelled until it starts.
  cancelHours: 0,
};

/** A visitor's page on a phone, with JavaScript off. */
export async function phoneWithoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

/** The admin's page, `width` px wide, on the server at `baseURL`. */
export const bookingAdminPage = (browser: Browser, baseURL: string, width: number) =>
  pageLoggedInAs(browser, baseURL, e2eAdmin, { locale: 'fr-FR', viewport: { width, height: 900 } });
