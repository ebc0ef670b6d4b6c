import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { invitations, users } from '../../db/schema';
import { albumMailJobs } from '../../testing/jobs';
import { type ReceivedMail, startSmtp } from '../../testing/mail';
import {
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  sessionCookie,
  startTestServer,
  type TestServer,
} from '../../testing/server';
import { purgeUsedInvitations } from './repository';

const SITE = 'https://photo.example.fr';
const DAY_MS = 24 * 60 * 60 * 1000;
const linkIn = (mail: ReceivedMail) => {
  const link = mail.content.match(/https:\/\/photo\.example\.fr\/invitation\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in:\n${mail.content}`);
  return link;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
const invalidLink = {
  message: 'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
};

/** A clock the test moves forward. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let adminCookie: string;
let adminEmail: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE, MAIL_QUEUE_INTERVAL_MS: '100' },
    { clock },
  );
  adminEmail = (await addUser(server, { role: 'admin' })).email;
  adminCookie = await login(server, adminEmail, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let count = 0;
const newEmail = () => `invitee${++count}@exemple.fr`;

/** Invites a client as the admin and returns the answer and the link of the e-mail. */
async function invite(email: string, extra: Record<string, unknown> = {}) {
  const before = smtp.received.length;
  const response = await call(server, 'POST', '/invitation', {
    cookie: adminCookie,
    body: { firstname: 'Inès', lastname: 'Durand', email, ...extra },
  });
  expect(response.status).toBe(201);
  const mail = (await smtp.settled(server, before)).find((m) =>
    m.to.some((to) => to.toLowerCase() === email.trim().toLowerCase()),
  );
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return { response, mail, link: linkIn(mail) };
}

const accept = (token: string, password: string) =>
  call(server, 'POST', '/invitation/accept', { body: { token, password } });

describe('POST /invitation', () => {
  it('creates a client without a usable password and e-mails a single-use link valid 7 days', async () => {
    const { response, mail, link } = await invite(' Ines.Durand@Exemple.fr ');
    expect(response.body).toMatchObject({
      message: 'Invitation envoyée à Ines.Durand@Exemple.fr.',
      data: {
        user: { firstname: 'Inès', lastname: 'Durand', email: 'Ines.Durand@Exemple.fr', role: 'user' },
        album_id: null,
      },
    });
    expect(mail.content).toContain('Bonjour Inès,');
    expect(mail.content).toContain('valable 7 jours et une seule fois');
    // No password works: the account waits for its client.
    for (const password of [PASSWORD, 'x', 'ines.durand@exemple.fr']) {
      const tried = await call(server, 'POST', '/login', {
        body: { email: 'ines.durand@exemple.fr', password },
      });
      expect(tried.status).toBe(401);
    }
    const token = tokenOf(link);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await server.app.db
      .select({ tokenHash: invitations.tokenHash, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(eq(invitations.userId, response.body.data.user.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const list = (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data;
    expect(list.find((u: { id: number }) => u.id === response.body.data.user.id).invitation).toBe('pending');
  });

  it('creates the album with the client and announces it in the invitation, not in an album notice', async () => {
    const email = newEmail();
    const { response, mail } = await invite(email, {
      album: {
        date: '14/06/2025',
        lien: 'https://galerie.exemple.fr/secret',
        access_code: 'CODE-SECRET',
        available_until: '',
      },
    });
    const albumId = response.body.data.album_id as number;
    expect(albumId).toBeGreaterThan(0);
    expect(mail.content).toContain('La galerie de votre séance du 14/06/2025 vous y attend.');
    expect(mail.content).not.toContain('CODE-SECRET');
    expect(mail.content).not.toContain('galerie.exemple.fr');
    expect(await albumMailJobs(server, albumId)).toEqual([]);
    // A later album for the same waiting client is not announced on its own either.
    const later = await call(server, 'POST', '/album', {
      cookie: adminCookie,
      body: {
        user_id: response.body.data.user.id,
        date: '20/06/2025',
        lien: 'https://galerie.exemple.fr/autre',
        access_code: 'AUTRE',
      },
    });
    expect(later.status).toBe(201);
    expect(await albumMailJobs(server, later.body.data.id_album)).toEqual([]);
  });

  it('refuses a taken address with a French message that offers the existing client', async () => {
    const client = await addUser(server);
    const response = await call(server, 'POST', '/invitation', {
      cookie: adminCookie,
      body: { firstname: 'Léa', lastname: 'Martin', email: client.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message:
        'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
    });
  });

  it('checks the address as registration does, and the album as its creation does', async () => {
    const bad = await call(server, 'POST', '/invitation', {
      cookie: adminCookie,
      body: { firstname: 'Léa', lastname: 'Martin', email: 'lea@' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Veuillez saisir une adresse email valide.' });
    const before = (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data.length;
    const badAlbum = await call(server, 'POST', '/invitation', {
      cookie: adminCookie,
      body: {
        firstname: 'Léa',
        lastname: 'Martin',
        email: newEmail(),
        album: { date: '14/06/2025', lien: 'http://galerie.exemple.fr', access_code: 'X' },
      },
    });
    expect(badAlbum.status).toBe(400);
    // Nothing half-done: no account without its album.
    expect((await call(server, 'GET', '/user', { cookie: adminCookie })).body.data.length).toBe(before);
  });

  it('is for the admin only', async () => {
    const client = await addUser(server);
    const clientCookie = await login(server, client.email, PASSWORD);
    const body = { firstname: 'Léa', lastname: 'Martin', email: newEmail() };
    expect((await call(server, 'POST', '/invitation', { cookie: clientCookie, body })).status).toBe(403);
    expect((await call(server, 'POST', '/invitation', { body })).status).toBe(401);
    const resend = await call(server, 'POST', '/invitation/resend', {
      cookie: clientCookie,
      body: { id: client.id },
    });
    expect(resend.status).toBe(403);
    // A request from another site is refused, as on every admin write.
    const crossSite = await call(server, 'POST', '/invitation', {
      cookie: adminCookie,
      body,
      headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /invitation/accept', () => {
  it('sets the password once, confirms the address and signs the client in', async () => {
    const email = newEmail();
    const { response, link } = await invite(email);
    const token = tokenOf(link);
    const weak = await accept(token, 'motdepasse');
    expect(weak.status).toBe(400);
    const accepted = await accept(token, 'Chambre-Noire-34');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(
      'Votre mot de passe est enregistré : bienvenue dans votre espace client.',
    );
    expect(claimsOf(accepted.body.jwtTokenClientLAPM)).toMatchObject({ role: 'user', email });
    const cookie = sessionCookie(accepted);
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
    const [user] = await server.app.db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, response.body.data.user.id));
    expect(user?.confirmedAt).not.toBeNull();
    expect(await login(server, email, 'Chambre-Noire-34')).toMatch(/^lapm_session=/);

    expect(await accept(token, 'Autre-Secret-56')).toMatchObject({ status: 400, body: invalidLink });
    const list = (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data;
    expect(list.find((u: { id: number }) => u.id === response.body.data.user.id)).not.toHaveProperty(
      'invitation',
    );
    const resend = await call(server, 'POST', '/invitation/resend', {
      cookie: adminCookie,
      body: { id: response.body.data.user.id },
    });
    expect(resend.status).toBe(409);
  });

  it('refuses a link past its 7 days; a new one from the admin works and the old one dies', async () => {
    const email = newEmail();
    const { response, link } = await invite(email);
    const id = response.body.data.user.id as number;
    offsetMs += 7 * DAY_MS - 60_000;
    try {
      // Still valid a minute before the end: checked without spending it.
      const stillValid = await server.app.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.userId, id));
      expect(stillValid).toHaveLength(1);
      offsetMs += 2 * 60_000;
      expect(await accept(tokenOf(link), 'Chambre-Noire-34')).toMatchObject({
        status: 400,
        body: invalidLink,
      });
      // A week on by the app's clock, the admin's session has ended: she logs in again.
      const laterCookie = await login(server, adminEmail, PASSWORD);
      const list = (await call(server, 'GET', '/user', { cookie: laterCookie })).body.data;
      expect(list.find((u: { id: number }) => u.id === id).invitation).toBe('expired');

      const before = smtp.received.length;
      const resent = await call(server, 'POST', '/invitation/resend', { cookie: laterCookie, body: { id } });
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ message: `Nouvelle invitation envoyée à ${email}.` });
      const fresh = linkIn(await smtp.mailTo(email, before));
      expect(fresh).not.toBe(link);
      expect((await accept(tokenOf(link), 'Chambre-Noire-34')).status).toBe(400);
      expect((await accept(tokenOf(fresh), 'Chambre-Noire-34')).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('accepts a link just before its 7 days are over', async () => {
    const { link } = await invite(newEmail());
    offsetMs += 7 * DAY_MS - 60_000;
    try {
      expect((await accept(tokenOf(link), 'Chambre-Noire-34')).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('allows 5 tries per link an hour, then answers 429 in French', async () => {
    const { link } = await invite(newEmail());
    // A common password is refused without spending the link, but the try is counted.
    for (let i = 0; i < 5; i++) expect((await accept(tokenOf(link), 'motdepasse')).status).toBe(400);
    const limited = await accept(tokenOf(link), 'Chambre-Noire-34');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Trop de tentatives avec ce lien d’invitation\. Réessayez dans \d+ minutes?\.$/,
    );
  });

  it('refuses an unknown link', async () => {
    expect(await accept('x'.repeat(43), 'Chambre-Noire-34')).toMatchObject({
      status: 400,
      body: invalidLink,
    });
  });
});

describe('purge', () => {
  it('deletes used links after a day, never an unused one (expired or not)', async () => {
    const accepted = await invite(newEmail());
    expect((await accept(tokenOf(accepted.link), 'Chambre-Noire-34')).status).toBe(200);
    const waiting = await invite(newEmail());
    const acceptedId = accepted.response.body.data.user.id as number;
    const waitingId = waiting.response.body.data.user.id as number;
    await server.app.db
      .update(invitations)
      .set({ usedAt: sql`now() - interval '2 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.userId, acceptedId));
    await server.app.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '30 days'` })
      .where(eq(invitations.userId, waitingId));
    await purgeUsedInvitations(server.app.db);
    const left = async (userId: number) =>
      (await server.app.db.select().from(invitations).where(eq(invitations.userId, userId))).length;
    expect(await left(acceptedId)).toBe(0);
    expect(await left(waitingId)).toBe(1);
  });
});

describe('GET /user/clients', () => {
  it('lists clients only, never an admin', async () => {
    const other = await addUser(server, { role: 'admin' });
    const client = await addUser(server);
    const response = await call(server, 'GET', '/user/clients', { cookie: adminCookie });
    expect(response.status).toBe(200);
    const ids = response.body.data.map((u: { id: number }) => u.id);
    expect(ids).toContain(client.id);
    expect(ids).not.toContain(other.id);
    expect(response.body.data.every((u: { role: string }) => u.role === 'user')).toBe(true);
    const clientCookie = await login(server, client.email, PASSWORD);
    expect((await call(server, 'GET', '/user/clients', { cookie: clientCookie })).status).toBe(403);
  });
});
