import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import { type ReceivedMail, startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

const SITE = 'https://photo.example.fr';
const linkIn = (mail: ReceivedMail) => {
  const link = mail.content.match(/https:\/\/photo\.example\.fr\/reset-password\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.content}`);
  return link;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
const sent = {
  message: 'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
};
const invalidLink = {
  message:
    'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Asks for a link for this user and returns the one the e-mail carries. */
async function requestLink(email: string) {
  const arrival = smtp.next();
  const response = await call(server, 'POST', '/reset-password', { body: { email } });
  expect(response.status).toBe(200);
  return linkIn(await arrival);
}

const confirm = (token: string, password: string) =>
  call(server, 'POST', '/reset-password/confirm', { body: { token, password } });

describe('POST /reset-password', () => {
  it('e-mails a French message with a link to the public site, whatever the Host', async () => {
    const user = await addUser(server, {
      firstname: 'Léa',
      email: 'lea.reset@exemple.fr',
      emailConfirmed: true,
    });
    const arrival = smtp.next();
    const response = await call(server, 'POST', '/reset-password', {
      body: { email: ' LEA.Reset@exemple.fr ' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(sent);
    const mail = await arrival;
    expect(mail.to).toEqual([user.email]);
    expect(mail.content).toContain('Bonjour Léa,');
    expect(mail.content).toContain('valable une heure et une seule fois');
    expect(mail.content).toMatch(/^Subject: =\?UTF-8\?Q\?Réinitialisation_de_votre_mot_de_pa/m);
    // 32 random bytes in base64url: 256 bits.
    expect(tokenOf(linkIn(mail))).toMatch(/^[\w-]{43}$/);
  });

  it('keeps only a hash of the token', async () => {
    const user = await addUser(server);
    const token = tokenOf(await requestLink(user.email));
    const rows = await server.app.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('answers exactly the same for an unknown address, and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await call(server, 'POST', '/reset-password', {
      body: { email: 'personne@exemple.fr' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(sent);
    expect(await smtp.settled(server, before)).toEqual([]);
  });

  it('checks the email', async () => {
    const empty = await call(server, 'POST', '/reset-password', { body: { email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: "L'email est obligatoire." });
    const invalid = await call(server, 'POST', '/reset-password', { body: { email: 'lea@' } });
    expect(invalid.body).toEqual({ message: 'Veuillez saisir une adresse email valide.' });
  });

  it('allows 3 requests an hour per account, then answers 429', async () => {
    const user = await addUser(server);
    for (let i = 0; i < 3; i++) await requestLink(user.email);
    const limited = await call(server, 'POST', '/reset-password', { body: { email: user.email } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Trop de demandes de réinitialisation\. Réessayez dans \d+ minutes\.$/,
    );
  });
});

describe('POST /reset-password/confirm', () => {
  it('sets the new password once, logs every session out and does not log in', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const token = tokenOf(await requestLink(user.email));

    const done = await confirm(token, 'nouveau-secret-1');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    });
    expect(done.headers.getSetCookie()).toEqual([]);
    expect(done.text).not.toContain('jwtTokenClientLAPM');

    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(401);
    const old = await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } });
    expect(old.status).toBe(401);
    await login(server, user.email, 'nouveau-secret-1');

    const again = await confirm(token, 'encore-autre-2');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
    await login(server, user.email, 'nouveau-secret-1');
  });

  it('refuses a link after its hour', async () => {
    const user = await addUser(server);
    const token = tokenOf(await requestLink(user.email));
    await server.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await confirm(token, 'nouveau-secret-1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
    await login(server, user.email, PASSWORD);
  });

  it('lets only one of two concurrent uses of a link win', async () => {
    const user = await addUser(server);
    const token = tokenOf(await requestLink(user.email));
    const results = await Promise.all([confirm(token, 'premier-mdp-1'), confirm(token, 'second-mdp-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.status === 200) === results[0] ? 'premier-mdp-1' : 'second-mdp-2';
    await login(server, user.email, winner);
  });

  it('voids the older links of the account once one is used', async () => {
    const user = await addUser(server);
    const first = tokenOf(await requestLink(user.email));
    const second = tokenOf(await requestLink(user.email));
    expect((await confirm(second, 'nouveau-secret-1')).status).toBe(200);
    expect((await confirm(first, 'autre-secret-2')).status).toBe(400);
  });

  it('checks the token and the password with the spec messages', async () => {
    for (const token of ['', '   ']) {
      const response = await confirm(token, 'nouveau-secret-1');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Lien invalide ou token manquant.' });
    }
    const short = await confirm('quelconque', 'court');
    expect(short.body).toEqual({ message: 'Le mot de passe doit contenir au moins 8 caractères.' });
    const unknown = await confirm('jeton-inconnu', 'nouveau-secret-1');
    expect(unknown.body).toEqual(invalidLink);
  });
});
