import { defaultContact, ENQUIRY_ANCHOR, ENQUIRY_MIN_FILL_MS, enquiryMessages, paths } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expectReachable } from '../support/reachable';
import type { RunningServer } from '../support/server';
import { type Browser, expect, type Page, test } from '../support/test';

/**
 * An enquiry from a price card with JavaScript off, on a phone: the browser sends the form
 * itself, the server answers with the same page, its message and what was typed, then the
 * confirmation; the studio's mail about it answers the visitor. Then the same card and form as the
 * app shows them, at 390 and 1280 px: axe and a thumb's reach.
 */

// A server of its own: its outbox holds only this spec's mail, to read the studio's.
let server: RunningServer;
let outbox: string;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ server, outbox } = await startServerWithOutbox('enquiry'));
});
test.afterAll(async () => {
  await server?.stop();
});

/** « Demander cette formule » on the Essentiel card of Portrait Solo. */
function askFor(page: Page) {
  // The card is an article inside the page's own: the innermost one that names the formula.
  const essentiel = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Essentiel', exact: true, level: 3 }) })
    .last();
  return essentiel.getByRole('link', { name: 'Demander cette formule' });
}

/** The studio's mail about the enquiry answers the visitor: Reply-To is the address she typed. */
async function expectStudioMailRepliesTo(address: string) {
  const toStudio = () =>
    outboxMessages(outbox).find((raw) => new RegExp(`^To: ${defaultContact.email}\r?$`, 'm').test(raw));
  await expect.poll(() => toStudio() ?? '', { timeout: 10_000 }).toContain(address);
  const headers = (toStudio() ?? '').split(/\r?\n\r?\n/)[0]?.split(/\r?\n/) ?? [];
  expect(headers).toContain(`Reply-To: ${address}`);
}

/** The studio finds it in « Demandes », with its formula and date (the admin runs the app). */
async function expectInDemandes(browser: Browser, address: string) {
  const admin = await pageLoggedInAs(browser, server.url, e2eAdmin, {
    locale: 'fr-FR',
    // A context of its own inherits the project's options: the admin's screens need the app.
    javaScriptEnabled: true,
    viewport: { width: 390, height: 844 },
  });
  await admin.goto(paths.adminEnquiries);
  await admin.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(address);
  const card = admin.getByRole('listitem').filter({ hasText: address });
  await expect(card.getByRole('heading', { name: 'Camille Martin' })).toBeVisible();
  await expect(card.getByText('Portrait Solo – Essentiel')).toBeVisible();
  await expect(card.getByText('Un samedi de juin')).toBeVisible();
  await expect(card.getByLabel('État')).toHaveValue('nouvelle');
  await admin.context().close();
}

test('a price card’s « Demander cette formule » opens the form with its formula; a missing e-mail keeps the message; then the enquiry is sent', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const visitor = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await visitor.newPage();
  await page.goto(paths.solo);
  await askFor(page).click();
  await expect(page).toHaveURL(`${paths.contact}?formule=solo-essentiel#demande`);
  const given = Date.now();
  const formula = page.getByLabel('Formule');
  await expect(formula).toHaveValue('solo-essentiel');

  const message = 'Bonjour, un portrait en extérieur pour mes 40 ans, vers Sète si possible.';
  await page.getByLabel('Prénom', { exact: true }).fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Date ou période souhaitée (facultative)').fill('Un samedi de juin');
  await page.getByLabel('Votre message').fill(message);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  const email = page.getByLabel('Email', { exact: true });
  await expect(page.getByText("L'email est obligatoire.")).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Votre message')).toHaveValue(message);
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Camille');
  await expect(page.getByLabel('Date ou période souhaitée (facultative)')).toHaveValue('Un samedi de juin');
  await expect(formula).toHaveValue('solo-essentiel');
  await expect(page.getByRole('checkbox')).toBeChecked();

  const address = `camille.${Date.now()}@exemple.fr`;
  await email.fill(address);
  // A person takes longer than the form's minimum fill time; a test must wait for it.
  await page.waitForTimeout(Math.max(0, ENQUIRY_MIN_FILL_MS + 500 - (Date.now() - given)));
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const status = page.getByRole('status').filter({ hasText: enquiryMessages.sent });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link')).toHaveCount(0);
  await expect(page.getByLabel('Votre message')).toHaveValue('');

  await expectStudioMailRepliesTo(address);
  await visitor.close();

  await expectInDemandes(browser, address);
});

for (const width of [390, 1280]) {
  test(`« Demander cette formule » and the enquiry form at ${width} px, as the app shows them: axe finds nothing, each control is reachable`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // axe reads the page with scripts on: the screens as most visitors get them.
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'fr-FR',
      javaScriptEnabled: true,
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    const page = await context.newPage();
    await page.goto(paths.solo);
    const ask = askFor(page);
    await expect(ask).toBeVisible();
    await expectNoViolations(page, 'main');
    await expectReachable(ask);
    await ask.click();
    await expect(page).toHaveURL(`${paths.contact}?formule=solo-essentiel#${ENQUIRY_ANCHOR}`);
    const form = page.locator(`#${ENQUIRY_ANCHOR}`);
    await expect(form.getByLabel('Formule')).toHaveValue('solo-essentiel');
    await expectNoViolations(page, `#${ENQUIRY_ANCHOR}`);
    for (const control of [
      form.getByLabel('Prénom', { exact: true }),
      form.getByLabel('Nom', { exact: true }),
      form.getByLabel('Email', { exact: true }),
      form.getByLabel('Téléphone (facultatif)'),
      form.getByLabel('Formule'),
      form.getByLabel('Date ou période souhaitée (facultative)'),
      form.getByLabel('Votre message'),
      form.getByRole('checkbox'),
      form.getByRole('button', { name: 'Envoyer ma demande' }),
    ])
      await expectReachable(control);
    await context.close();
  });
}
