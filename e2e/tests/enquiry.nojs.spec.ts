import { ENQUIRY_MIN_FILL_MS, enquiryMessages, paths } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi } from '../support/login';

/**
 * An enquiry from a price card with JavaScript off, on a phone: the browser sends the form
 * itself, the server answers with the same page, its message and what was typed, then the
 * confirmation.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test('a price card’s « Demander cette formule » opens the form with its formula; a missing e-mail keeps the message; then the enquiry is sent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.goto(paths.solo);
  // The card is an article inside the page's own: the innermost one that names the formula.
  const essentiel = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Essentiel', exact: true, level: 3 }) })
    .last();
  await essentiel.getByRole('link', { name: 'Demander cette formule' }).click();
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

  // The studio finds it in « Demandes », with its formula and date (the admin runs the app).
  const studio = await browser.newContext({
    baseURL: String(baseURL),
    locale: 'fr-FR',
    // A context of its own inherits the project's options: the admin's screens need the app.
    javaScriptEnabled: true,
    viewport: { width: 390, height: 844 },
  });
  const admin = await studio.newPage();
  await logInThroughApi(admin, String(baseURL), e2eAdmin.email, e2eAdmin.password);
  await admin.goto(paths.adminEnquiries);
  await admin.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(address);
  const card = admin.getByRole('listitem').filter({ hasText: address });
  await expect(card.getByRole('heading', { name: 'Camille Martin' })).toBeVisible();
  await expect(card.getByText('Portrait Solo – Essentiel')).toBeVisible();
  await expect(card.getByText('Un samedi de juin')).toBeVisible();
  await expect(card.getByLabel('État')).toHaveValue('nouvelle');
  await studio.close();
});
