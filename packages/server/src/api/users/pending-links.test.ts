import { describe, expect, it } from '@rstest/core';
import { promoteToAdmin } from '../../setup/admin';
import { tokenIn } from '../../testing/mail';
import { mailServerForFile } from '../../testing/mail-server';
import { addUser, call, login, PASSWORD } from '../../testing/server';

/**
 * A link is for the address, and the role, the account had when it was e-mailed: fixing a mistyped
 * address or promoting the account leaves it dead, whoever holds the old mailbox.
 */
const invalidInvitation = {
  message: 'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
};
const invalidReset = {
  message:
    'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
};

const site = mailServerForFile();

async function invite(email: string) {
  const before = site.smtp.received.length;
  const response = await call(site.server, 'POST', '/invitation', {
    cookie: site.adminCookie,
    body: { firstname: 'Paul', lastname: 'Durand', email },
  });
  expect(response.status).toBe(201);
  return {
    id: response.body.data.user.id as number,
    token: tokenIn(await site.smtp.mailTo(email, before), '/invitation'),
  };
}

async function requestReset(email: string) {
  const before = site.smtp.received.length;
  expect((await call(site.server, 'POST', '/reset-password', { body: { email } })).status).toBe(200);
  return tokenIn(await site.smtp.mailTo(email, before), '/reset-password/confirm');
}

const fixAddress = (id: number, email: string) =>
  call(site.server, 'PUT', '/user', {
    cookie: site.adminCookie,
    body: { id, firstname: 'Paul', lastname: 'Durand', address: '', email },
  });
const accept = (token: string) =>
  call(site.server, 'POST', '/invitation/accept', { body: { token, password: 'Chambre-Noire-34' } });
const stateOf = async (id: number) =>
  (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data.find(
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
        await call(site.server, 'POST', '/login', {
          body: { email: 'paul.durand@gmail.com', password: 'Chambre-Noire-34' },
        })
      ).status,
    ).toBe(401);
    // The account still waits for its client: the admin sends the link again, to the right address.
    expect(await stateOf(typo.id)).toBe('expired');
    const before = site.smtp.received.length;
    const resent = await call(site.server, 'POST', '/invitation/resend', {
      cookie: site.adminCookie,
      body: { id: typo.id },
    });
    expect(resent.status).toBe(200);
    const fresh = tokenIn(await site.smtp.mailTo('paul.durand@gmail.com', before), '/invitation');
    expect((await accept(fresh)).status).toBe(200);
  });

  it('kills a pending reset link e-mailed to the old address', async () => {
    const client = await addUser(site.server, { email: 'paul.reset@gmial.com' });
    const token = await requestReset(client.email);
    expect((await fixAddress(client.id, 'paul.reset@gmail.com')).status).toBe(200);
    const used = await call(site.server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used).toMatchObject({ status: 400, body: invalidReset });
    // The client's own password still opens the account at its new address.
    await login(site.server, 'paul.reset@gmail.com', PASSWORD);
  });

  it('kills the confirmation link e-mailed to the old address', async () => {
    const before = site.smtp.received.length;
    const registered = await call(site.server, 'POST', '/user/register', {
      body: { firstname: 'Paul', lastname: 'Durand', email: 'paul.inscrit@gmial.com', password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const token = tokenIn(await site.smtp.mailTo('paul.inscrit@gmial.com', before), '/confirm-email');
    const { id } = (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data.find(
      (user: { email: string }) => user.email === 'paul.inscrit@gmial.com',
    );
    expect((await fixAddress(id, 'paul.inscrit@gmail.com')).status).toBe(200);
    // Opened, it would have put the mistyped address back, marked confirmed.
    expect((await call(site.server, 'POST', '/email/confirm', { body: { token } })).status).toBe(400);
    const user = await call(site.server, 'GET', `/user/${id}`, { cookie: site.adminCookie });
    expect(user.body.data).toMatchObject({ email: 'paul.inscrit@gmail.com', email_confirmed: false });
  });

  it('keeps the links when only the case of the address changes', async () => {
    const client = await addUser(site.server, { email: 'paul.casse@exemple.fr' });
    const token = await requestReset(client.email);
    expect((await fixAddress(client.id, 'Paul.Casse@exemple.fr')).status).toBe(200);
    const used = await call(site.server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used.status).toBe(200);
  });
});

describe('an account promoted to admin', () => {
  it('kills its pending invitation and reset links', async () => {
    const invited = await invite('futur.admin@exemple.fr');
    await promoteToAdmin(site.server.app.db, {
      email: 'futur.admin@exemple.fr',
      password: 'Studio-Lumiere-77',
    });
    expect(await accept(invited.token)).toMatchObject({ status: 400, body: invalidInvitation });

    const client = await addUser(site.server, { email: 'assistante@exemple.fr' });
    const token = await requestReset(client.email);
    await promoteToAdmin(site.server.app.db, { email: client.email, password: 'Studio-Lumiere-78' });
    const used = await call(site.server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(used).toMatchObject({ status: 400, body: invalidReset });
    await login(site.server, client.email, 'Studio-Lumiere-78');
  });
});
