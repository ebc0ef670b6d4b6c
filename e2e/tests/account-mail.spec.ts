import { paths } from '@lapm/contracts';
import { e2eAdmin, newClient, registerThroughApi } from '../support/accounts';
import { logInWithForm as logIn } from '../support/login';
import { linkTokenIn, startServerWithOutbox } from '../support/outbox';
import { openPage } from '../support/ready';
import { expect, type Page, test } from '../support/test';

/** She asks for a new password: the token of the link her e-mail brings. */
async function sheAsksForTheResetLink(page: Page, url: string, email: string, outbox: string) {
  await openPage(page, `${url}${paths.resetPassword}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe');
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The e-mail is written in the background, just after the answer.
  await expect
    .poll(() => linkTokenIn(outbox, paths.resetPasswordConfirm), { timeout: 10_000 })
    .not.toBeNull();
  return linkTokenIn(outbox, paths.resetPasswordConfirm);
}

/** The account's e-mails: each test has a server of its own, whose outbox receives them. */
test.describe('client account', () => {
  test('password reset: request, e-mail in the outbox, new password, log in with it', async ({ page }) => {
    // A second server starts (and opens a fresh database) inside this test.
    test.setTimeout(90_000);
    // Its own server, whose outbox receives the e-mail.
    const { server, outbox } = await startServerWithOutbox('reset');
    try {
      const client = newClient('reset');
      await registerThroughApi(server.url, client);

      const token = await sheAsksForTheResetLink(page, server.url, client.email, outbox);

      await page.goto(`${server.url}${paths.resetPasswordConfirm}?token=${token}`);
      const newPassword = 'Nouvelle-Lumiere-2025';
      await page.getByLabel('Nouveau mot de passe').fill(newPassword);
      await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await expect(page.getByRole('status')).toContainText('Votre mot de passe a été réinitialisé');

      await page.getByRole('link', { name: 'Retour à la connexion' }).click();
      await logIn(page, client.email, newPassword);
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur votre compte' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('e-mail confirmation: « non confirmé » for the admin until the client opens the link of her e-mail', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { server, outbox } = await startServerWithOutbox('confirm');
    try {
      const client = newClient('confirmation');
      await registerThroughApi(server.url, client);

      await page.goto(`${server.url}${paths.login}`);
      await logIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Interface Admin' })).toBeVisible();
      await page.goto(`${server.url}${paths.adminUsers}`);
      const card = page.getByRole('listitem').filter({ hasText: client.email });
      await expect(card.getByText('non confirmé', { exact: true })).toBeVisible();

      await expect.poll(() => linkTokenIn(outbox, paths.confirmEmail), { timeout: 10_000 }).not.toBeNull();
      await page.goto(`${server.url}${paths.confirmEmail}?token=${linkTokenIn(outbox, paths.confirmEmail)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirmer mon adresse email' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
      await expect(page.getByRole('status')).toHaveText('Votre adresse email est confirmée. Merci !');

      await page.goto(`${server.url}${paths.adminUsers}`);
      await expect(card).toBeVisible();
      await expect(card.getByText('non confirmé', { exact: true })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});
