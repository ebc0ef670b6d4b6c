import { accountExportSchema } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { albums, passwordResetTokens, sessions, users } from '../../db/schema';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newAlbum(userId: number, lien = 'https://galerie.exemple.fr/mariage') {
  const [row] = await server.app.db
    .insert(albums)
    .values({ userId, lien, accessCode: `code-${userId}`, date: '14/06/2025' })
    .returning({ id: albums.id });
  return row?.id ?? 0;
}

const rowsOf = async (userId: number) => {
  const db = server.app.db;
  return {
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
    albums: (await db.select().from(albums).where(eq(albums.userId, userId))).length,
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    resetLinks: (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)))
      .length,
  };
};

describe('GET /user/me/export', () => {
  it("answers the caller's profile and albums as a download, and nothing of anyone else", async () => {
    const user = await addUser(server, { firstname: 'Léa', address: '3 rue de la Loge' });
    const other = await addUser(server);
    const albumId = await newAlbum(user.id);
    await newAlbum(other.id, 'https://galerie.exemple.fr/autre');
    const cookie = await login(server, user.email, PASSWORD);

    const response = await call(server, 'GET', '/user/me/export', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mes-donnees-lapm.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(accountExportSchema.parse(response.body)).toEqual(response.body);
    expect(Date.parse(response.body.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(response.body.user).toEqual({
      id: user.id,
      firstname: 'Léa',
      lastname: user.lastname,
      address: '3 rue de la Loge',
      email: user.email,
      role: 'user',
      email_confirmed: true,
      album_emails: true,
    });
    expect(response.body.albums).toEqual([
      {
        id_album: albumId,
        id_user: user.id,
        firstname: 'Léa',
        lastname: user.lastname,
        email: user.email,
        lien: 'https://galerie.exemple.fr/mariage',
        access_password: `code-${user.id}`,
        date: '14/06/2025',
        available_until: null,
        expired: false,
        title: '',
      },
    ]);
    expect(response.text).not.toMatch(/argon2|password_hash|passwordHash/i);
    expect(response.text).not.toContain(other.email);
  });
});

describe('GET /user/me/export, past albums and access', () => {
  it('keeps an album past its last day without its link or access code, which its owner no longer gets', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const [ended] = await server.app.db
      .insert(albums)
      .values({
        userId: user.id,
        lien: 'https://galerie.exemple.fr/fini',
        accessCode: 'code-fini',
        date: '14/06/2024',
        availableUntil: '2024-12-31',
      })
      .returning({ id: albums.id });
    const current = await newAlbum(user.id, 'https://galerie.exemple.fr/en-cours');

    const response = await call(server, 'GET', '/user/me/export', { cookie });
    expect(response.status).toBe(200);
    expect(accountExportSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.albums).toMatchObject([
      {
        id_album: ended?.id,
        lien: null,
        access_password: null,
        date: '14/06/2024',
        available_until: '2024-12-31',
      },
      { id_album: current, lien: 'https://galerie.exemple.fr/en-cours', access_password: `code-${user.id}` },
    ]);
    expect(response.text).not.toContain('galerie.exemple.fr/fini');
    expect(response.text).not.toContain('code-fini');
  });

  it('is for logged-in callers only, admins included', async () => {
    const anonymous = await call(server, 'GET', '/user/me/export');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Vous devez être connecté.' });

    const admin = await addUser(server, { role: 'admin' });
    const response = await call(server, 'GET', '/user/me/export', {
      cookie: await login(server, admin.email, PASSWORD),
    });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('admin');
    expect(response.body.albums).toEqual([]);
  });
});

describe('DELETE /user/me', () => {
  it('deletes the account with its albums, sessions and reset links, and clears the cookie', async () => {
    const user = await addUser(server);
    const other = await addUser(server);
    await newAlbum(user.id);
    await newAlbum(user.id, 'https://galerie.exemple.fr/portrait');
    await newAlbum(other.id);
    await server.app.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: `hash-${user.id}`, expiresAt: new Date(Date.now() + 3_600_000) });
    const cookie = await login(server, user.email, PASSWORD);
    const otherDevice = await login(server, user.email, PASSWORD);
    expect(await rowsOf(user.id)).toEqual({ users: 1, albums: 2, sessions: 2, resetLinks: 1 });

    const response = await call(server, 'DELETE', '/user/me', { cookie, body: { password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Votre compte et vos séances ont été supprimés.' });
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('lapm_session='));
    expect(cleared).toMatch(/^lapm_session=;.*Expires=Thu, 01 Jan 1970/);

    expect(await rowsOf(user.id)).toEqual({ users: 0, albums: 0, sessions: 0, resetLinks: 0 });
    expect((await rowsOf(other.id)).albums).toBe(1);
    // Every token of the account is refused at once, and the password no longer opens anything.
    for (const session of [cookie, otherDevice]) {
      expect((await call(server, 'GET', '/album/my', { cookie: session })).status).toBe(401);
    }
    const relogin = await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } });
    expect(relogin.status).toBe(401);
  });

  it('refuses a wrong password with 403 and deletes nothing, the session going on', async () => {
    const user = await addUser(server);
    await newAlbum(user.id);
    const cookie = await login(server, user.email, PASSWORD);

    const response = await call(server, 'DELETE', '/user/me', { cookie, body: { password: 'pas-le-bon' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "Mot de passe incorrect : votre compte n'a pas été supprimé." });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await rowsOf(user.id)).toMatchObject({ users: 1, albums: 1, sessions: 1 });
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
  });
});

describe('DELETE /user/me refusals', () => {
  it('checks the payload, the session and the origin before anything else', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const cases: [object | undefined, string | undefined, Record<string, string>, number, string][] = [
      [{ password: '' }, cookie, {}, 400, 'Le mot de passe est obligatoire.'],
      [{}, cookie, {}, 400, 'Le champ « mot de passe » est obligatoire.'],
      [{ password: PASSWORD }, undefined, {}, 401, 'Vous devez être connecté.'],
      [
        { password: PASSWORD },
        cookie,
        { origin: 'https://pirate.exemple' },
        403,
        'Requête refusée : elle ne provient pas de ce site.',
      ],
    ];
    for (const [body, session, headers, status, message] of cases) {
      const response = await call(server, 'DELETE', '/user/me', { cookie: session, body, headers });
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it('refuses an administrator with 409, so that the studio keeps its admins', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const cookie = await login(server, admin.email, PASSWORD);
    const response = await call(server, 'DELETE', '/user/me', { cookie, body: { password: PASSWORD } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Un compte administrateur ne peut pas être supprimé depuis cet écran.',
    });
    expect((await rowsOf(admin.id)).users).toBe(1);
  });

  it('slows wrong passwords down like failed logins, for the same account', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    // Five free failures, then a delay that doubles: the next guess comes too soon.
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await call(server, 'DELETE', '/user/me', { cookie, body: { password: `faux-${i}` } });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(refused?.body.message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ secondes?\.$/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // During the delay even the right password waits, here and on the login form alike.
    const blocked = await call(server, 'DELETE', '/user/me', { cookie, body: { password: PASSWORD } });
    expect(blocked.status).toBe(429);
    const viaLogin = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(viaLogin.status).toBe(429);
    expect((await rowsOf(user.id)).users).toBe(1);
  });
});
