import { beforeAll, describe, expect, it } from '@rstest/core';
import { mailServerForFile } from '../../testing/mail-server';
import { addUser, call, login, PASSWORD } from '../../testing/server';

/**
 * An e-mail field holds one mailbox. Each forged value below passed the spec's simple pattern, and
 * nodemailer read it as other recipients: the first sends to attacker@evil.example, the second to
 * an existing client (a group "x" holding client@…), past the check that an address is not taken.
 */
const FORGED = ['victim.example,attacker@evil.example', 'x:client@demo.lapm.fr;'];
const INVALID = 'Veuillez saisir une adresse email valide.';

const site = mailServerForFile();
beforeAll(async () => {
  await addUser(site.server, { firstname: 'Cliente', email: 'client@demo.lapm.fr', emailConfirmed: true });
});

const outsiders = (mails: { to: string[] }[]) =>
  mails
    .flatMap((mail) => mail.to)
    .filter((to) => to === 'attacker@evil.example' || to === 'client@demo.lapm.fr');

describe('an e-mail field holding more than one address', () => {
  it.each(FORGED)('is refused at registration: %s', async (email) => {
    const before = site.smtp.received.length;
    const answer = await call(site.server, 'POST', '/user/register', {
      body: { firstname: 'Léa', lastname: 'Martin', email, password: 'phrase-assez-longue' },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    expect(outsiders(await site.smtp.settled(site.server, before))).toEqual([]);
  });

  it.each(FORGED)('is refused on the profile, even with the right password: %s', async (email) => {
    const user = await addUser(site.server);
    const before = site.smtp.received.length;
    const answer = await call(site.server, 'PUT', '/user/me', {
      cookie: await login(site.server, user.email, PASSWORD),
      body: { firstname: user.firstname, lastname: user.lastname, email, currentPassword: PASSWORD },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    expect(outsiders(await site.smtp.settled(site.server, before))).toEqual([]);
  });

  it.each(FORGED)('is refused in the admin’s user form: %s', async (email) => {
    const user = await addUser(site.server);
    const answer = await call(site.server, 'PUT', '/user', {
      cookie: site.adminCookie,
      body: { id: user.id, firstname: user.firstname, lastname: user.lastname, email },
    });
    expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    const stored = await call(site.server, 'GET', `/user/${user.id}`, { cookie: site.adminCookie });
    expect(stored.body.data.email).toBe(user.email);
  });

  it('is refused for a reset request, so no link goes to it', async () => {
    const before = site.smtp.received.length;
    for (const email of FORGED) {
      const answer = await call(site.server, 'POST', '/reset-password', { body: { email } });
      expect([answer.status, answer.body.message]).toEqual([400, INVALID]);
    }
    expect(outsiders(await site.smtp.settled(site.server, before))).toEqual([]);
  });
});

describe('an account stored under such an address before the strict rule', () => {
  it('still logs in, gets no e-mail, and must correct its address to save its profile', async () => {
    const legacy = await addUser(site.server, { email: 'ancien,client@demo.lapm.fr' });
    const cookie = await login(site.server, 'ancien,client@demo.lapm.fr', PASSWORD);
    // Compared exactly as stored, as no case-insensitive rule is sound outside plain ASCII.
    const otherCase = await call(site.server, 'POST', '/login', {
      body: { email: 'ANCIEN,client@demo.lapm.fr', password: PASSWORD },
    });
    expect(otherCase.status).toBe(401);
    const before = site.smtp.received.length;
    // No reset link goes to it: the request is refused as invalid input.
    expect(
      (await call(site.server, 'POST', '/reset-password', { body: { email: legacy.email } })).status,
    ).toBe(400);
    const profile = { firstname: 'Nouveau', lastname: legacy.lastname, currentPassword: PASSWORD };
    const unchanged = await call(site.server, 'PUT', '/user/me', {
      cookie,
      body: { ...profile, email: legacy.email },
    });
    expect([unchanged.status, unchanged.body.message]).toEqual([400, INVALID]);
    const corrected = await call(site.server, 'PUT', '/user/me', {
      cookie,
      body: { ...profile, email: 'ancien.client@exemple.fr' },
    });
    expect(corrected.status).toBe(200);
    const sent = await site.smtp.settled(site.server, before);
    expect(outsiders(sent)).toEqual([]);
    // The link to the corrected address is sent; the mailer refuses the notice to the stored one.
    expect(sent.map((mail) => mail.to)).toEqual([['ancien.client@exemple.fr']]);
  });
});
