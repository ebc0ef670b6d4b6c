import { readFileSync } from 'node:fs';
import { paths } from '@lapm/contracts';
import { adminApi, e2eAdmin, fillRegistration, newClient, registerThroughApi } from '../support/accounts';
import { createAlbum } from '../support/albums';
import { logInWithForm as logIn } from '../support/login';
import { openPage } from '../support/ready';
import { expect, type Locator, type Page, test } from '../support/test';

/** Album links must be https addresses of the gallery service. */
const gallery = 'https://galerie.e2e.lapm.test';
const unavailable = 'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.';

type Client = ReturnType<typeof newClient>;

async function register(page: Page, client: Client) {
  await openPage(page, paths.register);
  await fillRegistration(page, client);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function sheRegistersThenLogsIn(page: Page, client: Client) {
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
}

/** My information: the registration's data, read-only; edited, the new values show at once. */
async function sheSeesAndEditsHerInformation(page: Page, client: Client) {
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
}

/** Two albums of this client and one of somebody else, made by the admin. */
async function albumsMadeByTheAdmin(baseURL: string, client: Client) {
  const admin = await adminApi(baseURL);
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
}

/** My sessions: only hers, found by date, by name, and a search that finds none; each opens its gallery. */
async function sheSearchesAndOpensHerSessions(page: Page) {
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
}

/** Logout: back to /login, and the account area is closed. */
async function sheLogsOut(page: Page) {
  await page.goto(paths.account);
  await page.getByRole('button', { name: /Déconnexion/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeNull();
  await page.goto(paths.account);
  await expect(page).toHaveURL(/\/login$/);
}

/** From her account, she downloads her personal data: hers, without any secret. */
async function sheDownloadsHerData(page: Page, client: Client) {
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
  return personalData;
}

/** A wrong password keeps her account; the right one deletes it and logs her out. */
async function sheDeletesHerAccount(page: Page, personalData: Locator, client: Client) {
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
}

/** The login form, its scripts unreachable once drawn, says the server is unavailable, then sends once back. */
async function theLoginFormWithoutItsScripts(page: Page) {
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
}

test.describe('client account', () => {
  test('register, log in, see and edit my information, my sessions, log out', async ({ page, baseURL }) => {
    const client = newClient('parcours');

    await sheRegistersThenLogsIn(page, client);
    await sheSeesAndEditsHerInformation(page, client);
    await albumsMadeByTheAdmin(baseURL ?? '', client);
    await sheSearchesAndOpensHerSessions(page);
    await sheLogsOut(page);
  });

  test('my personal data: download them, then delete my account, which no longer logs in', async ({
    page,
    baseURL,
  }) => {
    const client = newClient('rgpd');
    await registerThroughApi(baseURL ?? '', client);
    const personalData = await sheDownloadsHerData(page, client);
    await sheDeletesHerAccount(page, personalData, client);

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
    await theLoginFormWithoutItsScripts(page);
  });

  test('registration says the server is unavailable when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/user/register', (route) => route.abort('connectionrefused'));
    await register(page, newClient('hors-ligne'));
    await expect(page.getByRole('alert')).toHaveText(unavailable);
    // Nothing typed is lost.
    await expect(page.getByLabel('Mot de passe', { exact: true })).not.toHaveValue('');
  });

  test('the confirm page without a token explains and disables the form', async ({ page }) => {
    await page.goto(paths.resetPasswordConfirm);
    await expect(page.getByRole('alert')).toContainText('Lien invalide : aucun token trouvé.');
    await expect(page.getByRole('alert')).toContainText('Lien invalide ou token manquant.');
    await expect(page.getByLabel('Nouveau mot de passe')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
  });
});
