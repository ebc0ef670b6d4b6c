import { defaultContact, enquiryMessages, paths, studio } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { expectNoViolationsWithHeadings as expectNoViolations } from '../support/axe';
import { sendEnquiry } from '../support/enquiries';
import { pageLoggedInAs } from '../support/login';
import { outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expectReachable } from '../support/reachable';
import type { RunningServer } from '../support/server';
import { type Browser, expect, type Page, test } from '../support/test';

/**
 * « Demandes » to « Fiche client » (issue 47, items 2, 3 and 5): from the admin home's tile to her
 * list of enquiries, she answers an enquiry from the admin
 * (the visitor's mail has her signature and Reply-To the studio), turns it into an invited client
 * with the album of her booked session in one click,
 * then opens and fills in the client file, on a phone and on a desktop.
 */

let server: RunningServer;
let outbox: string;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ server, outbox } = await startServerWithOutbox('client-file'));
});
test.afterAll(async () => {
  await server?.stop();
});

const adminPage = (browser: Browser, width: number) =>
  pageLoggedInAs(browser, server.url, e2eAdmin, {
    locale: 'fr-FR',
    viewport: { width, height: width < 600 ? 844 : 900 },
  });

/** From the admin home's « Demandes » tile, which counts the new enquiries, to the enquiry, marked booked. */
async function sheOpensTheEnquiry(page: Page, address: string, width: number) {
  await page.goto(paths.admin);
  const tile = page.getByRole('link', { name: /^Demandes/ });
  await expect(tile).toContainText(/\d+ nouvelles? demandes?/);
  await expectNoViolations(page, `admin home at ${width} px`);
  await expectReachable(tile);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminEnquiries}$`));
  const search = page.getByRole('searchbox', { name: 'Rechercher une demande' });
  await expectReachable(search);
  await search.fill(address);
  const status = page.getByRole('combobox', { name: 'État' });
  await expect(status).toHaveValue('nouvelle');
  await expectNoViolations(page, `« Demandes » at ${width} px`);
  await expectReachable(status);
  // The session is booked: the enquiry's screen will offer its album.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/status') && response.request().method() === 'PUT',
  );
  await status.selectOption('réservée');
  expect((await saved).ok()).toBe(true);
  const open = page.getByRole('link', { name: 'Ouvrir la demande Camille Martin' });
  await expectReachable(open);
  await open.click();
  await expect(page.getByText('Camille Martin, le')).toBeVisible();
  await expectNoViolations(page, `enquiry at ${width} px`);
}

/** Her reply: in the thread at once, e-mailed with her signature and Reply-To the studio. */
async function sheAnswers(page: Page, address: string) {
  await page.getByLabel('Votre réponse').fill('Bonjour Camille,\nun samedi de juin me convient.');
  const send = page.getByRole('button', { name: 'Envoyer la réponse' });
  await expectReachable(send);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: `Réponse envoyée à ${address}.` })).toBeVisible();
  await expect(page.getByText(/^Votre réponse, le /)).toBeVisible();
  const reply = () => outboxMessages(outbox).find((raw) => raw.includes(`To: ${address}`));
  await expect.poll(() => reply() ?? '', { timeout: 10_000 }).toContain('un samedi de juin me convient.');
  expect(reply()).toContain(`Reply-To: ${defaultContact.email}`);
  expect(reply()).toContain(studio.photographer);
}

/** The session is booked: one click invites the client and makes the session's album. */
async function sheMakesItAClient(page: Page, address: string, width: number) {
  const make = page.getByRole('button', { name: 'Créer le client et l’inviter' });
  await expectReachable(make);
  await make.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Invitation envoyée à ${address}. ${enquiryMessages.sessionAlbumCreated}` }),
  ).toBeVisible();
  const file = page.getByRole('link', { name: 'Ouvrir la fiche client' });
  await expectReachable(file);
  await expectReachable(page.getByRole('link', { name: 'Ouvrir l’album' }));
  await expect(page.getByRole('button', { name: 'Créer l’album de la séance' })).toHaveCount(0);
  await expectNoViolations(page, `enquiry made a client at ${width} px`);
  await file.click();
}

/** The client file: her notes, and the history. */
async function sheFillsInTheClientFile(page: Page, width: number) {
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Demande n° \d+ – Portrait Solo – Essentiel \(réservée\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Albums' }).getByRole('listitem')).toHaveCount(1);
  const emails = page.getByRole('region', { name: 'E-mails envoyés' });
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Téléphone').fill('appelez-moi');
  const save = page.getByRole('button', { name: 'Enregistrer la fiche' });
  await expectReachable(save);
  await save.click();
  await expect(page.getByText('Le numéro de téléphone n’est pas valide', { exact: false })).toBeVisible();
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Notes').fill('Préfère la lumière du matin.');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Fiche client enregistrée.' })).toBeVisible();
  await expectNoViolations(page, `client file at ${width} px`);
}

for (const width of [390, 1280]) {
  test(`at ${width} px she answers an enquiry, makes it a client and opens the client file`, async ({
    browser,
  }) => {
    // About 75 s each on two shared cores: three screens, each checked by axe twice.
    test.setTimeout(180_000);
    const page = await adminPage(browser, width);
    const address = `fiche.${width}.${Date.now()}@exemple.fr`;
    await sendEnquiry(page.request, server.url, address);
    await sheOpensTheEnquiry(page, address, width);
    await sheAnswers(page, address);
    await sheMakesItAClient(page, address, width);
    await sheFillsInTheClientFile(page, width);

    // The users list links to it.
    await page.goto(paths.adminUsers);
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(address);
    const fromList = page.getByRole('link', { name: 'Fiche client Camille Martin' });
    await expectReachable(fromList);
    await fromList.click();
    await expect(page.getByLabel('Notes')).toHaveValue('Préfère la lumière du matin.');
  });
}
