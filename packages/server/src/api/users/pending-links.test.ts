import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { promoteToAdmin } from '../../setup/admin';
import { startSmtp, tokenIn } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/**
 * A link is for the address, and the role, the account had when it was e-mailed: fixing a mistyped
 * address or promoting the account leaves it dead, whoever holds the old mailbox.
 */
const SITE = 'https://photo.example.fr';
const invalidInvitation = {
  message: 'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
};
const invalidReset = {
  message:
    'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let adminCookie: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE });
  const admin = await addUser(server, { role: 'admin' });
  adminCookie = await login(server, admin.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function invite(email: string) {
  const before = smtp.received.length;
  const response = await call(server, 'POST', '/invitation', {
    cookie: adminCookie,
    body: { firstname: 'Paul', lastname: 'Durand', email },
  });
  expect(response.status).toBe(201);
  return {
    id: response.body.data.user.id as number,
    token: tokenIn(await smtp.mailTo(email, before), '/invitation'),
  };
}

async function requestReset(email: string) {
  const before = smtp.received.length;
  expect((await call(server, 'POST', '/reset-password', { body: { email } })).status).toBe(200);
  return tokenIn(await smtp.mailTo(email, before), '/reset-password/confirm');
}

const fixAddress = (id: number, email: string) =>
  call(server, 'PUT', '/user', {
    cookie: adminCookie,
    body: { id, firstname: 'Paul', lastname: 'Durand', address: '', email },
  });
const accept = (token: string) =>
  call(server, 'POST', '/invitation/accept', { body: { token, password: 'Chambre-Noire-34' } });
const stateOf = async (id: number) =>
  (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data.find(
    (user: { id: number }) => user.id === id,
  ).invitation;

describe('an address fixed by the admin', () => {
  it('kills the invitation sent to the mistyped address; a new one goes to the fixed address', async () => {
    const typo = await invite('paul.durand@gmial.com');
    expect((await fixAddress(typo.id, 'paul.durand@gmail.com')).status).toBe(200);
    // Whoever owns the typo's mailbox cannot take the account.
    expect(await accept(typo.token)).toMatchObject({ status: 400, body: invalidInvitation });
    expect(
      (
        await call(server, 'POST', '/login', {
          body: { email: 'paul.durand@gmail.com', password: 'Chambre-Noire-34' },
        })
      ).status,
    ).toBe(401);
    // The account still waits for its client: the admin sends the link again, to the right address.
    expect(await stateOf(typo.id)).toBe('expired');
    const before = smtp.received.length;
    const resent = await call(server, 'POST', '/invitation/resend', {
      cookie: adminCookie,
      body: { id: typo.id },
    });
    expect(resent.status).toBe(200);
    const fresh = tokenIn(await smtp.mailTo('paul.durand@gmail.com', before), '/invitation');
    expect((await accept(fresh)).status).toBe(200);
  });

  it('kills a pending reset link e-mailed to the old address', async () => {
    const client = await addUser(server, { email: 'paul.reset@gmial.com' });
    const token = await requestReset(client.email);
    expect((await fixAddress(client.id, 'paul.reset@gmail.com')).status).toBe(200);
    const used = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used).toMatchObject({ status: 400, body: invalidReset });
    // The client's own password still opens the account at its new address.
    await login(server, 'paul.reset@gmail.com', PASSWORD);
  });

  it('kills the confirmation link e-mailed to the old address', async () => {
    const before = smtp.received.length;
    const registered = await call(server, 'POST', '/user/register', {
      body: { firstname: 'Paul', lastname: 'Durand', email: 'paul.inscrit@gmial.com', password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const token = tokenIn(await smtp.mailTo('paul.inscrit@gmial.com', before), '/confirm-email');
    const { id } = (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data.find(
      (user: { email: string }) => user.email === 'paul.inscrit@gmial.com',
    );
    expect((await fixAddress(id, 'paul.inscrit@gmail.com')).status).toBe(200);
    // Opened, it would have put the mistyped address back, marked confirmed.
    expect((await call(server, 'POST', '/email/confirm', { body: { token } })).status).toBe(400);
    const user = await call(server, 'GET', `/user/${id}`, { cookie: adminCookie });
    expect(user.body.data).toMatchObject({ email: 'paul.inscrit@gmail.com', email_confirmed: false });
  });

  it('keeps the links when only the case of the address changes', async () => {
    const client = await addUser(server, { email: 'paul.casse@exemple.fr' });
    const token = await requestReset(client.email);
    expect((await fixAddress(client.id, 'Paul.Casse@exemple.fr')).status).toBe(200);
    const used = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used.status).toBe(200);
  });
});

describe('an account promoted to admin', () => {
  it('kills its pending invitation and reset links', async () => {
    const invited = await invite('futur.admin@exemple.fr');
    await promoteToAdmin(server.app.db, { email: 'futur.admin@exemple.fr', password: 'Studio-Lumiere-77' });
    expect(await accept(invited.token)).toMatchObject({ status: 400, body: invalidInvitation });

    const client = await addUser(server, { email: 'assistante@exemple.fr' });
    const token = await requestReset(client.email);
    await promoteToAdmin(server.app.db, { email: client.email, password: 'Studio-Lumiere-78' });
    const used = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used).toMatchObject({ status: 400, body: invalidReset });
    await login(server, client.email, 'Studio-Lumiere-78');
  });
});
