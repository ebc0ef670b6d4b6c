import { paths } from '@lapm/contracts';
import { e2eAdmin, newClient } from '../support/accounts';
import { expectNoViolationsOnPage } from '../support/axe';
import { logInWithForm } from '../support/login';
import { linkTokenIn, outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expect, type Page, test } from '../support/test';

/** The album form, with the new-client fields: she invites the client while creating the album. */
async function sheCreatesAnAlbumForANewClient(page: Page, url: string, client: ReturnType<typeof newClient>) {
  await page.goto(`${url}${paths.adminCreateAlbum}`);
  // The picker offers clients only: the admin is not among them.
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('e2e.lapm.test');
  await expect(page.getByText(/Aucun utilisateur (ne correspond|pour l'instant)/)).toBeVisible();

  await page.getByRole('radio', { name: 'Nouveau client' }).check();
  await page.getByLabel('Prénom', { exact: true }).fill(client.firstname);
  await page.getByLabel('Nom', { exact: true }).fill(client.lastname);
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Date de la séance').fill('21/06/2025');
  await page.getByLabel('Lien de la galerie').fill('https://galerie.e2e.lapm.test/invitation');
  await page.getByLabel("Code d'accès").fill('lumiere-21');
  await expect(page.getByText("Créer l'album et inviter le client")).toBeVisible();
  // The form with its new-client fields, audited as the admin screens are (screens.spec.ts).
  await expectNoViolationsOnPage(page, 'new album form with a new client');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/album$/);
  await expect(page.getByRole('listitem').filter({ hasText: client.email })).toContainText('21/06/2025');
}

/** The invitation e-mail, written in the background just after the answer: the token of its link. */
async function theInvitationMail(outbox: string) {
  await expect.poll(() => linkTokenIn(outbox, paths.invitation), { timeout: 10_000 }).not.toBeNull();
  const mail = outboxMessages(outbox).find((text) => text.includes(`${paths.invitation}?token=`)) ?? '';
  expect(mail).toContain('21/06/2025 vous y attend.');
  return linkTokenIn(outbox, paths.invitation);
}

test('the admin invites a client while creating an album; the link of the e-mail lets the client in, to the album', async ({
  page,
}) => {
  // A second server starts (and opens a fresh database) inside this test.
  test.setTimeout(120_000);
  // Its own server, to know the data folder whose outbox receives the e-mail.
  const { server, outbox } = await startServerWithOutbox('invitation');
  try {
    const client = newClient('invitation');
    await page.goto(`${server.url}${paths.login}`);
    await logInWithForm(page, e2eAdmin.email, e2eAdmin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Interface Admin' })).toBeVisible();

    await sheCreatesAnAlbumForANewClient(page, server.url, client);
    const token = await theInvitationMail(outbox);

    // The client, in a browser of their own.
    await page.context().clearCookies();
    await page.goto(`${server.url}${paths.invitation}?token=${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue dans votre espace client' }),
    ).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill(client.password);
    await page.getByLabel('Confirmer le mot de passe').fill(client.password);
    await page.getByRole('button', { name: 'Choisir mon mot de passe' }).click();
    await expect(page).toHaveURL(/\/compte\/album$/);
    await expect(page.getByRole('listitem').filter({ hasText: '21/06/2025' })).toHaveCount(1);

    // The link served once.
    await page.context().clearCookies();
    await page.goto(`${server.url}${paths.invitation}?token=${token}`);
    await page.getByLabel('Nouveau mot de passe').fill('Autre-Secret-2025');
    await page.getByLabel('Confirmer le mot de passe').fill('Autre-Secret-2025');
    await page.getByRole('button', { name: 'Choisir mon mot de passe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
    );
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien au studio' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
