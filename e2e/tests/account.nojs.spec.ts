import { paths } from '@lapm/contracts';
import { fillRegistration, newClient } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/**
 * The account forms with JavaScript off, as on a phone whose scripts have not arrived: the
 * browser sends each form itself, the server answers with the next page or the same page and
 * its message, the values typed kept but the passwords.
 */
test.use({ javaScriptEnabled: false });

async function register(page: Page, client: ReturnType<typeof newClient>, confirm = client.password) {
  await page.goto(paths.register);
  await fillRegistration(page, client, confirm);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('registration: a mistake is said on its field with every value but the passwords kept, then the account is created', async ({
  page,
}) => {
  const client = newClient('sans-script');
  await register(page, client, 'pas-le-meme-mot');
  await expect(page).toHaveURL(paths.register);
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(client.firstname);
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(client.lastname);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  await expect(page.getByLabel('Adresse (facultative)')).toHaveValue(client.address);
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');

  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByLabel('Confirmer le mot de passe').fill(client.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
  );
  // Spec section 4: names and e-mail stay; the secrets, the address and the consent go.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  await expect(page.getByLabel('Adresse (facultative)')).toHaveValue('');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('registration without the consent is refused with the spec’s message', async ({ page }) => {
  const client = newClient('sans-accord');
  await page.goto(paths.register);
  await page.getByLabel('Prénom', { exact: true }).fill(client.firstname);
  await page.getByLabel('Nom', { exact: true }).fill(client.lastname);
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByLabel('Confirmer le mot de passe').fill(client.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText(
      'Vous devez accepter les CGV et le traitement de vos données personnelles pour créer un compte.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
});

test('login: a wrong password is said under the form with the e-mail kept; the right one opens the account', async ({
  page,
  context,
}) => {
  const client = newClient('connexion');
  await register(page, client);
  await expect(page.getByRole('status')).toContainText('Votre compte a été créé.');

  await logIn(page, client.email, 'pas-le-bon-mot');
  await expect(page).toHaveURL(paths.login);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');

  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(paths.account);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lapm_session')?.httpOnly).toBe(true);
  // The page's copy of the session waits for the app in a readable cookie.
  expect(cookies.find((cookie) => cookie.name === 'lapm_display')?.httpOnly).toBe(false);
  // The session is the API's.
  const me = await page.request.get('/api/user/me');
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(client.email);
});

test('password reset request: the same answer for any address, the field cleared', async ({ page }) => {
  await page.goto(paths.resetPassword);
  await page.getByLabel('Email').fill('personne-sans-script@e2e.lapm.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(paths.resetPassword);
  await expect(page.getByRole('status')).toContainText('Si un compte existe');
  await expect(page.getByLabel('Email')).toHaveValue('');
});
