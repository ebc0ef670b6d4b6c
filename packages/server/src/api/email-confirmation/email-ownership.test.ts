import { describe, expect, it } from '@rstest/core';
import type { ReceivedMail } from '../../testing/mail';
import { mailServerForFile } from '../../testing/mail-server';
import { addUser, call, claimsOf, login, PASSWORD } from '../../testing/server';

const site = mailServerForFile();

const mailTo = (address: string, after = 0) => site.smtp.mailTo(address, after);

const confirmationToken = (mail: ReceivedMail) => {
  const token = /https:\/\/photo\.example\.fr\/confirm-email\?token=([\w-]{43})/.exec(mail.content)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${mail.content}`);
  return token;
};

const confirm = (token: string) => call(site.server, 'POST', '/email/confirm', { body: { token } });

async function listed(email: string) {
  const users = await call(site.server, 'GET', '/user', { cookie: site.adminCookie });
  return (users.body.data as { email: string; email_confirmed: boolean }[]).find((u) => u.email === email);
}

describe('an account registered with somebody else’s address', () => {
  it('works at once but stays « non confirmé » until the address’s owner opens the link, once', async () => {
    const email = 'camille.vraie@exemple.fr';
    const registered = await call(site.server, 'POST', '/user/register', {
      body: { firstname: 'Camille', lastname: 'Usurpée', email, password: 'phrase-de-l-usurpateur' },
    });
    expect(registered.status).toBe(201);
    await login(site.server, email, 'phrase-de-l-usurpateur');
    expect((await listed(email))?.email_confirmed).toBe(false);

    const mail = await mailTo(email);
    expect(mail.content).toContain('Pour confirmer que cette adresse est bien la vôtre');
    // Nobody has shown this mailbox is theirs yet: the name they typed does not open the message.
    expect(mail.content).toContain('Bonjour,');
    expect(mail.content).not.toContain('Camille,');
    const token = confirmationToken(mail);
    expect(await confirm('jeton-invente')).toMatchObject({ status: 400 });
    expect((await listed(email))?.email_confirmed).toBe(false);

    expect(await confirm(token)).toMatchObject({
      status: 200,
      body: { message: 'Votre adresse email est confirmée. Merci !' },
    });
    expect((await listed(email))?.email_confirmed).toBe(true);
    expect((await confirm(token)).status).toBe(400);
  });
});

describe('changing the email of an account', () => {
  it('takes effect only when the new address confirms, and the old address is told', async () => {
    const user = await addUser(site.server, { firstname: 'Inès', emailConfirmed: true });
    const cookie = await login(site.server, user.email, PASSWORD);
    const newEmail = 'ines.nouvelle@exemple.fr';
    const before = site.smtp.received.length;
    const change = await call(site.server, 'PUT', '/user/me', {
      cookie,
      body: { firstname: 'Inès', lastname: user.lastname, email: newEmail, currentPassword: PASSWORD },
    });
    expect(change.status).toBe(200);
    expect(change.body.data.email).toBe(user.email);
    expect(claimsOf(change.body.jwtTokenClientLAPM).email).toBe(user.email);
    expect(change.body.message).toContain(newEmail);
    // Not yet: the account is still at its old address.
    expect(
      (await call(site.server, 'POST', '/login', { body: { email: newEmail, password: PASSWORD } })).status,
    ).toBe(401);

    const notice = await mailTo(user.email, before);
    expect(notice.content).toContain(`vers : ${newEmail}`);
    expect(notice.content).not.toMatch(/token=/);
    const token = confirmationToken(await mailTo(newEmail, before));

    expect((await confirm(token)).status).toBe(200);
    await login(site.server, newEmail, PASSWORD);
    expect(
      (await call(site.server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(401);
    expect((await listed(newEmail))?.email_confirmed).toBe(true);
  });

  it('marks an address the admin types in as not confirmed', async () => {
    const user = await addUser(site.server, { emailConfirmed: false });
    const registered = await listed(user.email);
    expect(registered?.email_confirmed).toBe(false);
    const token = confirmationToken(
      await (async () => {
        await call(site.server, 'PUT', '/user/me', {
          cookie: await login(site.server, user.email, PASSWORD),
          body: {
            firstname: user.firstname,
            lastname: user.lastname,
            email: 'autre.adresse@exemple.fr',
            currentPassword: PASSWORD,
          },
        });
        return mailTo('autre.adresse@exemple.fr');
      })(),
    );
    await confirm(token);
    expect((await listed('autre.adresse@exemple.fr'))?.email_confirmed).toBe(true);
    const edited = await call(site.server, 'PUT', '/user', {
      cookie: site.adminCookie,
      body: {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: 'saisie.admin@exemple.fr',
      },
    });
    expect(edited.body.data.email_confirmed).toBe(false);
  });
});

describe('names that would break out of an e-mail line', () => {
  it('are refused with a French message naming the field, wherever they are sent', async () => {
    const user = await addUser(site.server);
    const cookie = await login(site.server, user.email, PASSWORD);
    const forged = 'Léa\r\nBcc: tout-le-monde@exemple.fr';
    const attempts = [
      call(site.server, 'POST', '/user/register', {
        body: {
          firstname: forged,
          lastname: 'Martin',
          email: 'lea.injection@exemple.fr',
          password: 'phrase-assez-longue',
        },
      }),
      call(site.server, 'PUT', '/user/me', {
        cookie,
        body: { firstname: 'Léa', lastname: forged, email: user.email },
      }),
      call(site.server, 'PUT', '/user', {
        cookie: site.adminCookie,
        body: { id: user.id, firstname: forged, lastname: 'Martin', email: user.email },
      }),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, 'Le champ « prénom » doit tenir sur une seule ligne.'],
      [400, 'Le champ « nom » doit tenir sur une seule ligne.'],
      [400, 'Le champ « prénom » doit tenir sur une seule ligne.'],
    ]);
    expect(site.smtp.received.some((mail) => mail.to.includes('lea.injection@exemple.fr'))).toBe(false);
  });
});
