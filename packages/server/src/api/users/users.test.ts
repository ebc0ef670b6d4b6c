import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { albums } from '../../db/schema';
import {
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/server';

let server: TestServer;
let admin: Awaited<ReturnType<typeof addUser>>;
let adminCookie: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await addUser(server, { role: 'admin', firstname: 'Anne', lastname: 'Admin' });
  adminCookie = await login(server, admin.email, PASSWORD);
});
afterAll(() => server.close());

const registration = (email: string) => ({
  firstname: ' Léa ',
  lastname: ' Martin ',
  email: ` ${email} `,
  password: 'Chambre-Noire-34',
});

describe('POST /user/register', () => {
  it('creates a client account, address given as "adress", and answers a message', async () => {
    const response = await call(server, 'POST', '/user/register', {
      body: { ...registration('lea@exemple.fr'), adress: ' 1 rue Foch\n34000 Montpellier ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
    });
    // Registration does not log in.
    expect(response.headers.getSetCookie()).toEqual([]);
    const token = (
      await call(server, 'POST', '/login', {
        body: { email: 'lea@exemple.fr', password: 'Chambre-Noire-34' },
      })
    ).body.jwtTokenClientLAPM;
    expect(claimsOf(token)).toMatchObject({
      role: 'user',
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@exemple.fr',
      address: '1 rue Foch\n34000 Montpellier',
    });
  });

  it('never makes an admin and ignores unknown fields', async () => {
    const response = await call(server, 'POST', '/user/register', {
      body: { ...registration('malin@exemple.fr'), role: 'admin', id: 1, isAdmin: true },
    });
    expect(response.status).toBe(201);
    const users = (await call(server, 'GET', '/user', { cookie: adminCookie })).body.data;
    const created = users.find((u: { email: string }) => u.email === 'malin@exemple.fr');
    expect(created.role).toBe('user');
    expect(created.id).not.toBe(1);
    expect(Object.keys(created).sort()).toEqual([
      'address',
      'album_emails',
      'email',
      'email_confirmed',
      'firstname',
      'id',
      'lastname',
      'role',
    ]);
  });

  it('refuses an email already taken, whatever its case, with 409', async () => {
    const response = await call(server, 'POST', '/user/register', { body: registration('LEA@Exemple.FR') });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Un compte existe déjà avec cet email.' });
  });

  it('checks the fields in the order of the spec, with its messages', async () => {
    const valid = registration('ordre@exemple.fr');
    const cases: [object, string][] = [
      [{ ...valid, firstname: '   ', email: '' }, 'Le prénom et le nom sont obligatoires.'],
      [{ ...valid, lastname: '' }, 'Le prénom et le nom sont obligatoires.'],
      [{ ...valid, email: '  ' }, "L'email est obligatoire."],
      [{ ...valid, email: 'lea@exemple' }, 'Veuillez saisir une adresse email valide.'],
      [{ ...valid, email: 'lea exemple@x.fr' }, 'Veuillez saisir une adresse email valide.'],
      [{ ...valid, password: '1234567' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ ...valid, firstname: 'x'.repeat(101) }, 'Le champ « prénom » ne doit pas dépasser 100 caractères.'],
      [{ ...valid, adress: 42 }, "Le champ « adresse » n'a pas le bon format."],
    ];
    for (const [body, message] of cases) {
      const response = await call(server, 'POST', '/user/register', { body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('admin user management', () => {
  it('GET /user lists every user in data, without any password', async () => {
    const response = await call(server, 'GET', '/user', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      id: admin.id,
      firstname: 'Anne',
      lastname: 'Admin',
      address: null,
      email: admin.email,
      role: 'admin',
      email_confirmed: true,
      album_emails: true,
    });
    expect(response.text).not.toMatch(/argon2|password/i);
  });

  it('GET /user/{id} answers one user, 404 for an unknown id, 400 for a bad one', async () => {
    const user = await addUser(server, { address: 'Sète' });
    const found = await call(server, 'GET', `/user/${user.id}`, { cookie: adminCookie });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      data: {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        address: 'Sète',
        email: user.email,
        role: 'user',
        email_confirmed: true,
        album_emails: true,
      },
    });
    const missing = await call(server, 'GET', '/user/999999', { cookie: adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Utilisateur introuvable.' });
    const bad = await call(server, 'GET', '/user/abc', { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Le champ « identifiant » n'a pas le bon format." });
  });

  it('PUT /user updates names, address and email, but never the role or the password', async () => {
    const user = await addUser(server);
    const response = await call(server, 'PUT', '/user', {
      cookie: adminCookie,
      body: {
        id: String(user.id),
        firstname: ' Paul ',
        lastname: ' Durand ',
        address: '',
        email: ' paul.durand@exemple.fr ',
        role: 'admin',
        password: 'piratage-123',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: user.id,
        firstname: 'Paul',
        lastname: 'Durand',
        address: null,
        email: 'paul.durand@exemple.fr',
        role: 'user',
        email_confirmed: false,
        album_emails: true,
      },
    });
    await login(server, 'paul.durand@exemple.fr', PASSWORD);
  });

  it('PUT /user: 404 unknown id, 409 email taken, French validation messages', async () => {
    const user = await addUser(server);
    const base = { id: user.id, firstname: 'A', lastname: 'B', email: user.email };
    const unknown = await call(server, 'PUT', '/user', {
      cookie: adminCookie,
      body: { ...base, id: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Utilisateur introuvable.' });
    const taken = await call(server, 'PUT', '/user', {
      cookie: adminCookie,
      body: { ...base, email: admin.email.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Un compte existe déjà avec cet email.' });
    const cases: [object, string][] = [
      [{ ...base, firstname: ' ' }, 'Le prénom est obligatoire.'],
      [{ ...base, lastname: '' }, 'Le nom est obligatoire.'],
      [{ ...base, email: '' }, "L'email est obligatoire."],
      [{ ...base, email: 'x@y' }, 'Veuillez saisir une adresse email valide.'],
      [{ ...base, id: 0 }, 'Le champ « identifiant » doit être positif.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(server, 'PUT', '/user', { cookie: adminCookie, body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('DELETE /user refuses while the user owns albums, then deletes', async () => {
    const user = await addUser(server);
    const [album] = await server.app.db
      .insert(albums)
      .values({ userId: user.id, lien: 'https://x.fr/a', accessCode: 'c', date: '01/01/2025' })
      .returning();
    const refused = await call(server, 'DELETE', '/user', { cookie: adminCookie, body: { id: user.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Cet utilisateur possède encore des albums/);
    expect((await call(server, 'GET', `/user/${user.id}`, { cookie: adminCookie })).status).toBe(200);

    await call(server, 'DELETE', '/album', { cookie: adminCookie, body: { id_album: album?.id } });
    const cookie = await login(server, user.email, PASSWORD);
    const deleted = await call(server, 'DELETE', '/user', { cookie: adminCookie, body: { id: user.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Utilisateur supprimé.' });
    expect((await call(server, 'GET', `/user/${user.id}`, { cookie: adminCookie })).status).toBe(404);
    // Their sessions went with them.
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(401);
    const again = await call(server, 'DELETE', '/user', { cookie: adminCookie, body: { id: user.id } });
    expect(again.status).toBe(404);
  });

  it('DELETE /user refuses an admin deleting their own account', async () => {
    const response = await call(server, 'DELETE', '/user', { cookie: adminCookie, body: { id: admin.id } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Vous ne pouvez pas supprimer votre propre compte.' });
  });
});

describe('PUT /user/me', () => {
  it('updates the caller only and answers a fresh token carrying the new values', async () => {
    const user = await addUser(server);
    const other = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const response = await call(server, 'PUT', '/user/me', {
      cookie,
      body: {
        firstname: ' Zoé ',
        lastname: 'Leroy',
        address: ' 5 quai de Bosc, Sète ',
        email: 'zoe.leroy@exemple.fr',
        currentPassword: PASSWORD,
        id: other.id,
        role: 'admin',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: user.id,
      firstname: 'Zoé',
      lastname: 'Leroy',
      address: '5 quai de Bosc, Sète',
      // The new address waits for its confirmation link (email-ownership.test.ts).
      email: user.email,
      role: 'user',
      email_confirmed: true,
      album_emails: true,
    });
    expect(claimsOf(response.body.jwtTokenClientLAPM)).toMatchObject({
      sub: String(user.id),
      role: 'user',
      firstname: 'Zoé',
      lastname: 'Leroy',
      address: '5 quai de Bosc, Sète',
      email: user.email,
    });
    // Without a password change, the session and its cookie go on unchanged.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
    const untouched = await call(server, 'GET', `/user/${other.id}`, { cookie: adminCookie });
    expect(untouched.body.data.email).toBe(other.email);
  });

  it('refuses an email taken by someone else, and checks the payload', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const base = { firstname: 'A', lastname: 'B', email: user.email };
    const taken = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { ...base, email: admin.email, currentPassword: PASSWORD },
    });
    expect(taken.status).toBe(409);
    const cases: [object, string][] = [
      [{ ...base, firstname: '' }, 'Le prénom est obligatoire.'],
      [{ ...base, email: 'non' }, 'Veuillez saisir une adresse email valide.'],
      [{ ...base, password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      // PostgreSQL cannot store a NUL byte: refused before the database is asked.
      [
        { ...base, firstname: '\u0000' },
        'Le champ « prénom » contient un caractère invisible : retapez-le au clavier.',
      ],
      [
        { ...base, address: '1 rue\u0000Foch' },
        'Le champ « adresse » contient un caractère invisible : retapez-le au clavier.',
      ],
      [
        { ...base, email: 'a\u0000b@exemple.fr' },
        'Le champ « email » contient un caractère invisible : retapez-le au clavier.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call(server, 'PUT', '/user/me', { cookie, body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('lets an admin edit their own profile without losing the role', async () => {
    const other = await addUser(server, { role: 'admin' });
    const cookie = await login(server, other.email, PASSWORD);
    const response = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { firstname: 'Nouvel', lastname: 'Admin', email: other.email, role: 'user' },
    });
    expect(response.status).toBe(200);
    expect(claimsOf(response.body.jwtTokenClientLAPM).role).toBe('admin');
  });
});

describe('registration limit', () => {
  it('allows 10 accounts per hour from one address, then answers 429', async () => {
    // Three valid requests above (two accounts, one email taken) count; invalid payloads do not.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await call(server, 'POST', '/user/register', { body: registration(`lot${i}@exemple.fr`) })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 429]);
    const last = await call(server, 'POST', '/user/register', { body: registration('encore@exemple.fr') });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(
      'Trop de créations de compte depuis cette adresse. Réessayez dans 60 minutes.',
    );
  });
});
