import { createHash } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { invitations } from '../../db/schema';
import { invitationActions, invitationServerForFile, tokenOf } from '../../testing/invitation-server';
import { albumMailJobs } from '../../testing/jobs';
import { addUser, call, login, PASSWORD } from '../../testing/server';

const site = invitationServerForFile();
const { invite, newEmail } = invitationActions(site);

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
      const tried = await call(site.server, 'POST', '/login', {
        body: { email: 'ines.durand@exemple.fr', password },
      });
      expect(tried.status).toBe(401);
    }
    const token = tokenOf(link);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await site.server.app.db
      .select({ tokenHash: invitations.tokenHash, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(eq(invitations.userId, response.body.data.user.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const list = (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data;
    expect(list.find((u: { id: number }) => u.id === response.body.data.user.id).invitation).toBe('pending');
  });
});

describe('POST /invitation with an album', () => {
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
    expect(await albumMailJobs(site.server, albumId)).toEqual([]);
    // A later album for the same waiting client is not announced on its own either.
    const later = await call(site.server, 'POST', '/album', {
      cookie: site.adminCookie,
      body: {
        user_id: response.body.data.user.id,
        date: '20/06/2025',
        lien: 'https://galerie.exemple.fr/autre',
        access_code: 'AUTRE',
      },
    });
    expect(later.status).toBe(201);
    expect(await albumMailJobs(site.server, later.body.data.id_album)).toEqual([]);
  });

  it('refuses a taken address with a French message that offers the existing client', async () => {
    const client = await addUser(site.server);
    const response = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Léa', lastname: 'Martin', email: client.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message:
        'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
    });
  });
});

describe('POST /invitation refusals', () => {
  it('checks the address as registration does, and the album as its creation does', async () => {
    const bad = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Léa', lastname: 'Martin', email: 'lea@' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Veuillez saisir une adresse email valide.' });
    const before = (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data.length;
    const badAlbum = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: {
        firstname: 'Léa',
        lastname: 'Martin',
        email: newEmail(),
        album: { date: '14/06/2025', lien: 'http://galerie.exemple.fr', access_code: 'X' },
      },
    });
    expect(badAlbum.status).toBe(400);
    // Nothing half-done: no account without its album.
    expect((await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data.length).toBe(
      before,
    );
  });

  it('is for the admin only', async () => {
    const client = await addUser(site.server);
    const clientCookie = await login(site.server, client.email, PASSWORD);
    const body = { firstname: 'Léa', lastname: 'Martin', email: newEmail() };
    expect((await call(site.server, 'POST', '/invitation', { cookie: clientCookie, body })).status).toBe(403);
    expect((await call(site.server, 'POST', '/invitation', { body })).status).toBe(401);
    const resend = await call(site.server, 'POST', '/invitation/resend', {
      cookie: clientCookie,
      body: { id: client.id },
    });
    expect(resend.status).toBe(403);
    // A request from another site is refused, as on every admin write.
    const crossSite = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body,
      headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('GET /user/clients', () => {
  it('lists clients only, never an admin', async () => {
    const other = await addUser(site.server, { role: 'admin' });
    const client = await addUser(site.server);
    const response = await call(site.server, 'GET', '/user/clients', { cookie: site.adminCookie });
    expect(response.status).toBe(200);
    const ids = response.body.data.map((u: { id: number }) => u.id);
    expect(ids).toContain(client.id);
    expect(ids).not.toContain(other.id);
    expect(response.body.data.every((u: { role: string }) => u.role === 'user')).toBe(true);
    const clientCookie = await login(site.server, client.email, PASSWORD);
    expect((await call(site.server, 'GET', '/user/clients', { cookie: clientCookie })).status).toBe(403);
  });
});
