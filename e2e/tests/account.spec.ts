import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@lapm/contracts';
import { expect, type Page, request, test } from '@playwright/test';
import { adminApi, e2eAdmin, fillRegistration, newClient } from '../support/accounts';
import { createAlbum } from '../support/albums';
import { linkTokenIn } from '../support/outbox';
import { openPage } from '../support/ready';
import { startSiteServer } from '../support/server';

/** Album links must be https addresses of the gallery service. */
const gallery = 'https://galerie.e2e.lapm.test';
const unavailable = 'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.';

type Client = ReturnType<typeof newClient>;

async function register(page: Page, client: Client) {
  await openPage(page, paths.register);
  await fillRegistration(page, client);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

/** Creates the account on the server at `url` directly, as the registration form would. */
async function registerThroughApi(url: string, client: Client) {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const registered = await api.post('/api/user/register', {
    data: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      password: client.password,
    },
  });
  expect(registered.ok()).toBe(true);
  await api.dispose();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('client account', () => {
  test('register, log in, see and edit my information, my sessions, log out', async ({ page, baseURL }) => {
    const client = newClient('parcours');

    await register(page, client);
    await expect(page.getByRole('status')).toContainText('Votre compte a été créé');
    // The consent and the secrets are cleared: a second submit needs consent again.
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeDisabled();

    await page.getByRole('link', { name: "J'ai déjà un compte" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/compte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur votre compte' })).toBeVisible();

    // My information: the registration's data, read-only.
    await page.getByRole('link', { name: /Mes informations/ }).click();
    await expect(page).toHaveURL(/\/compte\/user$/);
    const details = page.getByRole('main').getByRole('definition');
    await expect(details).toHaveText([client.firstname, client.lastname, client.address, client.email]);

    // Edit: the new values show at once, from the fresh token the server answers with.
    await page.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(/\/compte\/user\/edit-user$/);
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    await expect(page.getByText('Aucune modification')).toBeVisible();
    await page.getByLabel('Nom', { exact: true }).fill('Garnier-Roux');
    await save.click();
    await expect(page).toHaveURL(/\/compte\/user$/);
    await expect(details.nth(1)).toHaveText('Garnier-Roux');

    // My sessions: two albums of this client and one of somebody else, made by the admin.
    const admin = await adminApi(baseURL ?? '');
    try {
      const users = (await (await admin.get('/api/user')).json()) as {
        data: { id: number; email: string }[];
      };
      const clientId = users.data.find((user) => user.email === client.email)?.id;
      const otherId = users.data.find((user) => user.email === e2eAdmin.email)?.id;
      expect(clientId).toBeDefined();
      for (const [userId, date, code] of [
        [clientId, '14/06/2025', 'mariage-8421'],
        [clientId, '02/09/2025', 'famille-1207'],
        [otherId, '20/07/2025', 'autre-0000'],
      ] as const) {
        await createAlbum(admin, userId as number, { code, link: `${gallery}/${code}`, date });
      }
    } finally {
      await admin.dispose();
    }

    await page.goto(paths.account);
    await page.getByRole('link', { name: /Mes séances/ }).click();
    await expect(page).toHaveURL(/\/compte\/album$/);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('autre-0000')).toHaveCount(0);
    await expect(cards.first()).toContainText('mariage-8421');

    await page.getByRole('searchbox', { name: 'Rechercher une séance' }).fill('09/2025');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('famille-1207');
    await page.getByRole('searchbox', { name: 'Rechercher une séance' }).fill('garniér');
    await expect(cards).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Rechercher une séance' }).fill('Zoé');
    await expect(page.getByText('Aucun album ne correspond à “Zoé”.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher une séance' }).fill('');

    // The gallery host is another site: the browser gets a stand-in page for it.
    await page.context().route(`${gallery}/**`, (route) => route.fulfill({ body: 'Galerie privée' }));
    const popupOpened = page.waitForEvent('popup');
    await cards
      .first()
      .getByRole('link', { name: /Consulter/ })
      .click();
    const popup = await popupOpened;
    expect(popup.url()).toBe(`${gallery}/mariage-8421`);
    await popup.close();

    // Logout: back to /login, and the account area is closed.
    await page.goto(paths.account);
    await page.getByRole('button', { name: /Déconnexion/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeNull();
    await page.goto(paths.account);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('my personal data: download them, then delete my account, which no longer logs in', async ({
    page,
    baseURL,
  }) => {
    const client = newClient('rgpd');
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
    const registered = await api.post('/api/user/register', {
      data: {
        firstname: client.firstname,
        lastname: client.lastname,
        email: client.email,
        password: client.password,
      },
    });
    expect(registered.ok()).toBe(true);
    await api.dispose();

    await openPage(page, paths.login);
    await logIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/compte$/);
    await page.goto(paths.me);
    const personalData = page.getByRole('region', { name: 'Mes données personnelles' });

    const downloading = page.waitForEvent('download');
    await personalData.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mes-donnees-lapm.json');
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.user).toMatchObject({ email: client.email, firstname: client.firstname, role: 'user' });
    expect(exported.albums).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/argon2|hash/i);
    await expect(personalData.getByRole('status')).toHaveText('Vos données ont été téléchargées.');

    await personalData.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
    const password = dialog.getByLabel('Votre mot de passe, pour confirmer');
    await password.fill('pas-le-bon-mot');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Mot de passe incorrect : votre compte n'a pas été supprimé.",
    );
    await expect(password).toHaveValue('pas-le-bon-mot');

    await password.fill(client.password);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    // The account screen stays on view until the login screen's code has run.
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Votre compte et vos séances ont été supprimés. Merci de votre confiance.',
    );
    expect(await page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeNull();

    await logIn(page, client.email, client.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused under the form', async ({ page }) => {
    await openPage(page, paths.login);
    await logIn(page, 'personne@e2e.lapm.test', 'pas-le-bon-mot');
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form asks for the API client once used, and says so when it cannot be loaded', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openPage(page, paths.login);
    await page.waitForLoadState('networkidle');
    const drawn = scripts.length;

    // From now on no script can be fetched: the network is gone.
    await page.route('**/*.js', (route) => route.abort('connectionrefused'));
    await logIn(page, 'personne@e2e.lapm.test', 'pas-le-bon-mot');
    await expect(page.getByRole('alert')).toHaveText(unavailable);
    // Drawing the form did not need the client; the first focus asked for it.
    expect(scripts.length).toBeGreaterThan(drawn);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('personne@e2e.lapm.test');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('pas-le-bon-mot');

    // Back online, the same press sends the form.
    await page.unroute('**/*.js');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  });

  test('registration says the server is unavailable when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/user/register', (route) => route.abort('connectionrefused'));
    await register(page, newClient('hors-ligne'));
    await expect(page.getByRole('alert')).toHaveText(unavailable);
    // Nothing typed is lost.
    await expect(page.getByLabel('Mot de passe', { exact: true })).not.toHaveValue('');
  });

  test('password reset: request, e-mail in the outbox, new password, log in with it', async ({ page }) => {
    // A second server starts (and opens a fresh database) inside this test.
    test.setTimeout(90_000);
    // Its own server, to know the data folder whose outbox receives the e-mail.
    const dataDir = mkdtempSync(join(tmpdir(), 'lapm-e2e-reset-'));
    const server = await startSiteServer({ DATA_DIR: dataDir });
    try {
      const client = newClient('reset');
      await registerThroughApi(server.url, client);

      await openPage(page, `${server.url}${paths.resetPassword}`);
      await page.getByLabel('Email').fill(client.email);
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByRole('status')).toContainText('Si un compte existe');
      await expect(page.getByLabel('Email')).toHaveValue('');

      const outbox = join(dataDir, 'outbox');
      // The e-mail is written in the background, just after the answer.
      await expect
        .poll(() => linkTokenIn(outbox, paths.resetPasswordConfirm), { timeout: 10_000 })
        .not.toBeNull();
      const token = linkTokenIn(outbox, paths.resetPasswordConfirm);

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
    const dataDir = mkdtempSync(join(tmpdir(), 'lapm-e2e-confirm-'));
    const server = await startSiteServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    });
    try {
      const client = newClient('confirmation');
      await registerThroughApi(server.url, client);

      await page.goto(`${server.url}${paths.login}`);
      await logIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Interface Admin' })).toBeVisible();
      await page.goto(`${server.url}${paths.adminUsers}`);
      const card = page.getByRole('listitem').filter({ hasText: client.email });
      await expect(card.getByText('non confirmé', { exact: true })).toBeVisible();

      const outbox = join(dataDir, 'outbox');
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

  test('the confirm page without a token explains and disables the form', async ({ page }) => {
    await page.goto(paths.resetPasswordConfirm);
    await expect(page.getByRole('alert')).toContainText('Lien invalide : aucun token trouvé.');
    await expect(page.getByRole('alert')).toContainText('Lien invalide ou token manquant.');
    await expect(page.getByLabel('Nouveau mot de passe')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
  });
});
