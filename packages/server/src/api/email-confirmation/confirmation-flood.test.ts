import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/**
 * Changing one's e-mail sends a link to an address nobody has confirmed: attacks on that door, on
 * a real server and SMTP server. Behind a trusted local proxy, each test comes from its own address.
 */
const SITE = 'https://photo.example.fr';
const TOO_MANY = 'Trop de demandes de changement d’adresse email. Réessayez dans 60 minutes.';
// What an attacker writes as a first name for the message to open with.
const BAIT = 'Votre compte est suspendu, appelez le 08 99 12 34 56';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_URL: SITE,
    TRUST_PROXY: '127.0.0.1',
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let lastIp = 0;
/** A visitor at an address of their own, logged in to a new account. */
async function visitor(fields: Parameters<typeof addUser>[1] = {}) {
  lastIp += 1;
  const ip = `203.0.113.${lastIp}`;
  const user = await addUser(server, fields);
  return { user, ip, cookie: await login(server, user.email, PASSWORD) };
}

type Visitor = Awaited<ReturnType<typeof visitor>>;
const changeEmail = ({ user, ip, cookie }: Visitor, email: string, from = ip) =>
  call(server, 'PUT', '/user/me', {
    cookie,
    headers: { 'x-forwarded-for': from },
    body: { firstname: user.firstname, lastname: user.lastname, email, currentPassword: PASSWORD },
  });

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address);

describe('asking for a new address again and again', () => {
  it('answers 429 with a French message after 3 an hour per account, and sends no more', async () => {
    const attacker = await visitor({ firstname: BAIT });
    const before = smtp.received.length;
    const answers = [];
    for (let i = 0; i < 30; i++) {
      // A new address each time (no pending link to hold it), and from a new IP: the account's own budget.
      answers.push(await changeEmail(attacker, `cible${i}@exemple.fr`, `198.51.100.${i + 1}`));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(3).fill(200), ...Array(27).fill(429)]);
    expect(answers[29]?.body.message).toBe(TOO_MANY);
    expect(Number(answers[29]?.headers.get('retry-after'))).toBeGreaterThan(3500);
    // One link and one notice to the account's address per change let through.
    const sent = await smtp.settled(server, before);
    expect(sent.filter((mail) => /cible\d+@/.test(mail.to.join()))).toHaveLength(3);
    expect(sent.filter(to(attacker.user.email))).toHaveLength(3);
    expect(sent).toHaveLength(6);
  });

  it('counts per IP too: a fourth account from the same address gets 429 and sends nothing', async () => {
    const accounts = [await visitor(), await visitor(), await visitor(), await visitor()];
    const shared = accounts[0]?.ip as string;
    const before = smtp.received.length;
    const statuses = [];
    for (const [i, account] of accounts.entries()) {
      statuses.push((await changeEmail(account, `voisin${i}@exemple.fr`, shared)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const sent = await smtp.settled(server, before);
    expect(sent.some(to('voisin3@exemple.fr'))).toBe(false);
    expect(sent.some(to(accounts[3]?.user.email as string))).toBe(false);
    // The same account from its own address is not held by its neighbours' budget.
    expect((await changeEmail(accounts[3] as Visitor, 'voisin3@exemple.fr')).status).toBe(200);
  });
});

describe('an address with a link still pending', () => {
  it('gets nothing more, from the same account or any other', async () => {
    const owner = await visitor();
    const address = 'attente@exemple.fr';
    const before = smtp.received.length;
    expect((await changeEmail(owner, address)).status).toBe(200);
    const link = await smtp.mailTo(address, before);

    // Asking again is not refused (the page may be saved twice) and spends no budget, but sends nothing.
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await changeEmail(owner, address.toUpperCase()));
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(again[0]?.body.message).toContain(
      'Un lien de confirmation a déjà été envoyé à ATTENTE@EXEMPLE.FR',
    );

    const other = await visitor();
    const taken = await changeEmail(other, address);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'Un lien de confirmation a déjà été envoyé à cette adresse il y a moins de 24 heures : réessayez plus tard.',
    );

    const sent = await smtp.settled(server, before);
    expect(sent.filter(to(address))).toEqual([link]);
    expect(sent.filter(to(owner.user.email))).toHaveLength(1);
    expect(sent.some(to(other.user.email))).toBe(false);
    // The first link still works.
    const token = /token=([\w-]{43})/.exec(link.content)?.[1];
    expect((await call(server, 'POST', '/email/confirm', { body: { token } })).status).toBe(200);
  });
});

describe('a message to an address nobody has confirmed', () => {
  it('opens with a neutral greeting and carries no text the requester typed', async () => {
    const before = smtp.received.length;
    // Registration with a stranger's address: the link goes to that stranger.
    const registered = await call(server, 'POST', '/user/register', {
      headers: { 'x-forwarded-for': '192.0.2.1' },
      body: {
        firstname: BAIT,
        lastname: 'Arnaque',
        email: 'inconnue@exemple.fr',
        password: 'phrase-assez-longue',
      },
    });
    expect(registered.status).toBe(201);
    // An address change from that unconfirmed account: a link to a second stranger, a notice to the first.
    const attacker = await visitor({
      firstname: BAIT,
      lastname: 'Arnaque',
      email: 'inconnue2@exemple.fr',
      emailConfirmed: false,
    });
    expect((await changeEmail(attacker, 'appelez-le-0899123456@exemple.fr')).status).toBe(200);
    // A reset link to an unconfirmed address.
    await call(server, 'POST', '/reset-password', {
      headers: { 'x-forwarded-for': '192.0.2.2' },
      body: { email: 'inconnue2@exemple.fr' },
    });

    const sent = await smtp.settled(server, before);
    const messages = [
      await smtp.mailTo('inconnue@exemple.fr', before),
      await smtp.mailTo('appelez-le-0899123456@exemple.fr', before),
      ...sent.filter(to('inconnue2@exemple.fr')),
    ];
    expect(messages).toHaveLength(4);
    for (const mail of messages) {
      expect(mail.content).toContain('Bonjour,');
      expect(mail.content).not.toContain('suspendu');
      expect(mail.content).not.toContain('Arnaque');
    }
    // The notice to the old address does not name the new one either.
    const notice = messages.find((mail) =>
      mail.content.includes('Une demande de changement de l’adresse email'),
    );
    expect(notice?.content).not.toContain('0899123456');
  });

  it('still greets by name once the address is confirmed, and names the new address', async () => {
    const client = await visitor({ firstname: 'Inès', emailConfirmed: true });
    const before = smtp.received.length;
    expect((await changeEmail(client, 'ines.ailleurs@exemple.fr')).status).toBe(200);
    const notice = await smtp.mailTo(client.user.email, before);
    expect(notice.content).toContain('Bonjour Inès,');
    expect(notice.content).toContain('vers : ines.ailleurs@exemple.fr');
    expect((await smtp.mailTo('ines.ailleurs@exemple.fr', before)).content).not.toContain('Inès');
  });
});
