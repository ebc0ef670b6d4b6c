import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

/** The administrator the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = {
  email: 'admin@e2e.lapm.test',
  password: 'Diaphragme-Ouvert-2025',
} as const;

/**
 * An administrator talking to the API from Node. The server refuses state-changing
 * requests from another origin, so the Origin header is the server's own.
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const login = await context.post('/api/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.ok()).toBe(true);
  return context;
}

/** A new client for each run: its e-mail is unused on the server. */
export function newClient(tag: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstname: 'Éloïse',
    lastname: 'Garnier',
    email: `${tag}-${unique}@e2e.lapm.test`,
    password: 'Objectif-50mm-f1.8',
    address: '12 rue de l’Aiguillerie\n34000 Montpellier',
  };
}

/** Fills the registration form already on screen, consent ticked, without sending it. */
export async function fillRegistration(
  page: Page,
  client: ReturnType<typeof newClient>,
  confirm = client.password,
) {
  await page.getByLabel('Prénom', { exact: true }).fill(client.firstname);
  await page.getByLabel('Nom', { exact: true }).fill(client.lastname);
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByLabel('Confirmer le mot de passe').fill(confirm);
  await page.getByLabel('Adresse (facultative)').fill(client.address);
  await page.getByRole('checkbox').check();
}

/** Creates the account on the server at `url` directly, as the registration form would. */
export async function registerThroughApi(url: string, client: ReturnType<typeof newClient>) {
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
