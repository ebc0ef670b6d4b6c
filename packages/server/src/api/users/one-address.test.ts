import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/**
 * An e-mail field holds one mailbox. Each forged value below passed the spec's simple pattern, and
 * nodemailer read it as other recipients: the first sends to attacker@evil.example, the second to
 * an existing client (a group "x" holding client@…), past the check that an address is not taken.
 */
const FORGED = ['victim.example,attacker@evil.example', 'x:client@demo.lapm.fr;'];
const INVALID = 'Veuillez saisir une adresse email valide.';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let adminCookie: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_URL: 'https://photo.example.fr',
  });
  await addUser(server, { firstname: 'Cliente', email: 'client@demo.lapm.fr', emailConfirmed: true });
  const admin = await addUser(server, { role: 'admin' });
  adminCookie = await login(server, admin.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const outsiders = (mails: { to: string[] }[]) =>
  mails
    .flatMap((mail) => mail.to)
    .filter((to) => to === 'attacker@evil.example' || to === 'client@demo.lapm.fr');

describe('an e-mail field holding more than one address', () => {
  it.each(FORGED)('is refused at registration: %s', async (email) => {
    const before = smtp.received.length;
    const answer = await call(server, 'POST', '/user/register', {
      body: { firstname: 'Léa', lastname: 'Martin', email, password: 'phrase-assez-longue' },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    expect(outsiders(await smtp.settled(server, before))).toEqual([]);
  });

  it.each(FORGED)('is refused on the profile, even with the right password: %s', async (email) => {
    const user = await addUser(server);
    const before = smtp.received.length;
    const answer = await call(server, 'PUT', '/user/me', {
      cookie: await login(server, user.email, PASSWORD),
      body: { firstname: user.firstname, lastname: user.lastname, email, currentPassword: PASSWORD },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    expect(outsiders(await smtp.settled(server, before))).toEqual([]);
  });

  it.each(FORGED)('is refused in the admin’s user form: %s', async (email) => {
    const user = await addUser(server);
    const answer = await call(server, 'PUT', '/user', {
      cookie: adminCookie,
      body: { id: user.id, firstname: user.firstname, lastname: user.lastname, email },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    const stored = await call(server, 'GET', `/user/${user.id}`, { cookie: adminCookie });
    expect(stored.body.data.email).toBe(user.email);
  });

  it('is refused for a reset request, so no link goes to it', async () => {
    const before = smtp.received.length;
    for (const email of FORGED) {
      const answer = await call(server, 'POST', '/reset-password', { body: { email } });
      expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    }
    expect(outsiders(await smtp.settled(server, before))).toEqual([]);
  });
});

describe('an account stored under such an address before the strict rule', () => {
  it('still logs in, gets no e-mail, and must correct its address to save its profile', async () => {
    const legacy = await addUser(server, { email: 'ancien,client@demo.lapm.fr' });
    const cookie = await login(server, 'ancien,client@demo.lapm.fr', PASSWORD);
    // Compared exactly as stored, as no case-insensitive rule is sound outside plain ASCII.
    const otherCase = await call(server, 'POST', '/login', {
      body: { email: 'ANCIEN,client@demo.lapm.fr', password: PASSWORD },
    });
    expect(otherCase.status).toBe(401);
    const before = smtp.received.length;
    // No reset link goes to it: the request is refused as invalid input.
    expect((await call(server, 'POST', '/reset-password', { body: { email: legacy.email } })).status).toBe(
      400,
    );
    const profile = { firstname: 'Nouveau', lastname: legacy.lastname, currentPassword: PASSWORD };
    const unchanged = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { ...profile, email: legacy.email },
    });
    expect([unchanged.status, unchanged.body.message]).toEqual([400, INVALID]);
    const corrected = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { ...profile, email: 'ancien.client@exemple.fr' },
    });
    expect(corrected.status).toBe(200);
    const sent = await smtp.settled(server, before);
    expect(outsiders(sent)).toEqual([]);
    // The link to the corrected address is sent; the mailer refuses the notice to the stored one.
    expect(sent.map((mail) => mail.to)).toEqual([['ancien.client@exemple.fr']]);
  });
});
