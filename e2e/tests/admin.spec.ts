import { adminEditUserPath, paths, type User } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { openPage } from '../support/ready';
import { type Browser, expect, type Page, test } from '../support/test';

interface Account {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

// Unique per run: the server keeps its data folder for the whole run of the suite.
const run = Date.now().toString(36);
const client: Account = {
  firstname: 'Camille',
  lastname: `Durand-${run}`,
  email: `camille.${run}@exemple.fr`,
  password: 'Obturateur-2025',
};
const other: Account = {
  firstname: 'Hugo',
  lastname: `Bernard-${run}`,
  email: `hugo.${run}@exemple.fr`,
  password: 'Diaphragme-2025',
};

/** Registration from Node; the Origin header says the call comes from the site itself. */
async function register(baseURL: string, account: Account) {
  const response = await fetch(`${baseURL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      password: account.password,
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  await openPage(page, paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function logInAsAdmin(page: Page) {
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The client's My sessions screen, in its own browser context (its own session). */
async function clientView(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/compte$/);
  return { page, close: () => context.close() };
}

test.beforeAll(async ({ baseURL }) => {
  await register(String(baseURL), client);
  await register(String(baseURL), other);
});

test('the admin home greets the admin by name and links the online tiles', async ({ page }) => {
  await logInAsAdmin(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Interface Admin' })).toBeVisible();
  const users = await page.request.get('/api/user');
  const { data } = (await users.json()) as { data: User[] };
  const me = data.find((user) => user.email === e2eAdmin.email);
  await expect(main.getByText(`Bonjour ${me?.firstname} ${me?.lastname}`)).toBeVisible();
  await expect(main.getByRole('link', { name: /^Gestion des utilisateurs/ })).toHaveAttribute(
    'href',
    paths.adminUsers,
  );
  await expect(main.getByText('Hors ligne')).toHaveCount(2);
});

test('an album created by the admin reaches its client, follows its edits and goes once deleted', async ({
  page,
  browser,
}) => {
  // Two sessions and a dozen screens: more than the default budget on a busy two-core machine.
  test.slow();
  await logInAsAdmin(page);
  await page.getByRole('link', { name: /^Gestion des albums/ }).click();
  await expect(page).toHaveURL(/\/admin\/album$/);
  await page.getByRole('link', { name: 'Créer un album' }).click();

  // The owner is found by name, not by id.
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(client.lastname);
  await page.getByRole('button', { name: new RegExp(client.email.replace(/\./g, '\\.')) }).click();
  await expect(page.getByText(`Album pour ${client.firstname} ${client.lastname}`)).toBeVisible();
  // She registered herself and never confirmed her address: the form asks before giving her the album.
  await expect(page.getByText(`L’adresse ${client.email} n’a jamais été vérifiée`)).toBeVisible();
  await page.getByLabel('Attribuer quand même l’album à ce compte').check();
  await page.getByLabel('Date de la séance').fill('12/05/2025');
  await page.getByLabel("Code d'accès").fill('soleil-34');
  const link = page.getByLabel('Lien de la galerie');
  await link.fill('javascript:alert(1)');
  await link.blur();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await link.fill(`https://galerie.exemple.fr/${run}`);
  await expect(page.getByText("Créer l'album")).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/album$/);

  const card = page.getByRole('listitem').filter({ hasText: client.email });
  await expect(card).toContainText('12/05/2025');

  const mine = await clientView(browser);
  try {
    await mine.page.goto(paths.myAlbums);
    await expect(mine.page.getByRole('listitem').filter({ hasText: '12/05/2025' })).toHaveCount(1);

    await card.getByRole('link', { name: /^Modifier/ }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(page.getByText('Aucune modification')).toBeVisible();
    await page.getByLabel('Date de la séance').fill('14/06/2025');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/album$/);
    await expect(card).toContainText('14/06/2025');

    await mine.page.reload();
    await expect(mine.page.getByRole('listitem').filter({ hasText: '14/06/2025' })).toHaveCount(1);
    await expect(mine.page.getByText('12/05/2025')).toHaveCount(0);

    await card.getByRole('link', { name: /^Modifier/ }).click();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet album ?');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page).toHaveURL(/\/admin\/album$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des albums' })).toBeVisible();
    await expect(card).toHaveCount(0);

    await mine.page.reload();
    await expect(mine.page.getByText('Aucune séance en ligne pour le moment.')).toBeVisible();
  } finally {
    await mine.close();
  }
});

test('the admin edits then deletes a user, and cannot delete their own account', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: /^Gestion des utilisateurs/ }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(other.email);
  const card = page.getByRole('listitem').filter({ hasText: other.email });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: /^Modifier/ }).click();

  await expect(page.getByLabel('Prénom')).toHaveValue(other.firstname);
  await page.getByLabel('Email', { exact: true }).fill('hugo@exemple');
  await expect(page.getByText('Email invalide')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(`  ${other.email}  `);
  await page.getByLabel('Nom', { exact: true }).fill(` ${other.lastname}-Roux `);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/all-user-systeme$/);
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(`${other.lastname}-roux`);
  await expect(card).toContainText(`${other.firstname} ${other.lastname}-Roux`);

  await card.getByRole('link', { name: /^Modifier/ }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/admin\/all-user-systeme$/);
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(other.email);
  await expect(page.getByText(`Aucun utilisateur ne correspond à “${other.email}”.`)).toBeVisible();

  const users = (await (await page.request.get('/api/user')).json()) as { data: User[] };
  const me = users.data.find((user) => user.email === e2eAdmin.email);
  await page.goto(adminEditUserPath(me?.id ?? 0));
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vous ne pouvez pas supprimer votre propre compte.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(e2eAdmin.email);
});

test('a client opening an admin screen lands on their own home', async ({ page }) => {
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/compte$/);
  await page.goto(paths.adminAlbums);
  await expect(page).toHaveURL(/\/compte$/);
});
