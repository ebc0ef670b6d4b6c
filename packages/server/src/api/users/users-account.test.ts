import { describe, expect, it } from '@rstest/core';
import { addUser, call, claimsOf, login, PASSWORD } from '../../testing/server';
import { adminServerForFile } from './admin-server';

const site = adminServerForFile();

const registration = (email: string) => ({
  firstname: ' Léa ',
  lastname: ' Martin ',
  email: ` ${email} `,
  password: 'Chambre-Noire-34',
});

describe('POST /user/register', () => {
  it('creates a client account, address given as "adress", and answers a message', async () => {
    const response = await call(site.server, 'POST', '/user/register', {
      body: { ...registration('lea@exemple.fr'), adress: ' 1 rue Foch\n34000 Montpellier ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
    });
    // Registration does not log in.
    expect(response.headers.getSetCookie()).toEqual([]);
    const token = (
      await call(site.server, 'POST', '/login', {
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
    const response = await call(site.server, 'POST', '/user/register', {
      body: { ...registration('malin@exemple.fr'), role: 'admin', id: 1, isAdmin: true },
    });
    expect(response.status).toBe(201);
    const users = (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data;
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
});

describe('POST /user/register refusals', () => {
  it('refuses an email already taken, whatever its case, with 409', async () => {
    const response = await call(site.server, 'POST', '/user/register', {
      body: registration('LEA@Exemple.FR'),
    });
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
      const response = await call(site.server, 'POST', '/user/register', { body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('PUT /user/me', () => {
  it('updates the caller only and answers a fresh token carrying the new values', async () => {
    const user = await addUser(site.server);
    const other = await addUser(site.server);
    const cookie = await login(site.server, user.email, PASSWORD);
    const response = await call(site.server, 'PUT', '/user/me', {
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
    expect((await call(site.server, 'GET', '/album/my', { cookie })).status).toBe(200);
    const untouched = await call(site.server, 'GET', `/user/${other.id}`, { cookie: site.adminCookie });
    expect(untouched.body.data.email).toBe(other.email);
  });
});

describe('PUT /user/me refusals and admins', () => {
  it('refuses an email taken by someone else, and checks the payload', async () => {
    const user = await addUser(site.server);
    const cookie = await login(site.server, user.email, PASSWORD);
    const base = { firstname: 'A', lastname: 'B', email: user.email };
    const taken = await call(site.server, 'PUT', '/user/me', {
      cookie,
      body: { ...base, email: site.admin.email, currentPassword: PASSWORD },
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
      const response = await call(site.server, 'PUT', '/user/me', { cookie, body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('lets an admin edit their own profile without losing the role', async () => {
    const other = await addUser(site.server, { role: 'admin' });
    const cookie = await login(site.server, other.email, PASSWORD);
    const response = await call(site.server, 'PUT', '/user/me', {
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
        (await call(site.server, 'POST', '/user/register', { body: registration(`lot${i}@exemple.fr`) }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 429]);
    const last = await call(site.server, 'POST', '/user/register', {
      body: registration('encore@exemple.fr'),
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(
      'Trop de créations de compte depuis cette adresse. Réessayez dans 60 minutes.',
    );
  });
});
