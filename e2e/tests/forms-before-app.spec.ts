import { paths } from '@lapm/contracts';
import { fillRegistration, newClient } from '../support/accounts';
import { holdScripts } from '../support/hold';
import { waitForApp } from '../support/ready';
import { expect, test } from '../support/test';

/**
 * The account forms while the app's scripts are still on their way (held here): a visitor, or
 * a password manager, fills and sends them at once. Nothing typed is lost when the app starts,
 * and nothing is done twice.
 */

test('a registration filled at once before the app starts keeps every value once it has started', async ({
  page,
}) => {
  const client = newClient('gestionnaire');
  const release = await holdScripts(page);
  await page.goto(paths.register, { waitUntil: 'commit' });
  // As a password manager does: every field at once, the moment the form is there.
  await fillRegistration(page, client);

  release();
  await waitForApp(page);
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(client.firstname);
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(client.lastname);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(client.password);
  await expect(page.getByLabel('Confirmer le mot de passe')).toHaveValue(client.password);
  await expect(page.getByLabel('Adresse (facultative)')).toHaveValue(client.address);
  await expect(page.getByRole('checkbox')).toBeChecked();

  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/register$/.test(request.url())) registrations.push(request.url());
  });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
  );
  expect(registrations).toHaveLength(1);
});

test('a login sent before the app starts logs in once, and the app then knows the visitor', async ({
  page,
  context,
  baseURL,
}) => {
  const client = newClient('avant-app');
  const registered = await page.request.post('/api/user/register', {
    data: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      password: client.password,
    },
    headers: { Origin: baseURL ?? '' },
  });
  expect(registered.ok()).toBe(true);

  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/login$/.test(new URL(request.url()).pathname)) {
      logins.push(new URL(request.url()).pathname);
    }
  });
  const release = await holdScripts(page);
  await page.goto(paths.login, { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  // Sent before any script has run: the browser posts the form itself.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`**${paths.account}`, { waitUntil: 'commit' });

  release();
  await expect(page.getByRole('heading', { name: 'Bienvenue sur votre compte' })).toBeVisible();
  // One login, the browser's own: the app did not send it again.
  expect(logins).toEqual([paths.login]);
  // The app has stored the page's copy of the session and dropped its cookie. The heading may be
  // the server's, drawn for the visitor before the app starts: wait for the app.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeTruthy();
  expect((await context.cookies()).some((cookie) => cookie.name === 'lapm_display')).toBe(false);
});
