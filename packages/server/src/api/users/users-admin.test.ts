import { describe, expect, it } from '@rstest/core';
import { albums } from '../../db/schema';
import { addUser, call, login, PASSWORD } from '../../testing/server';
import { adminServerForFile } from './admin-server';

const site = adminServerForFile();

describe('admin user management', () => {
  it('GET /user lists every user in data, without any password', async () => {
    const response = await call(site.server, 'GET', '/user', { cookie: site.adminCookie });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      id: site.admin.id,
      firstname: 'Anne',
      lastname: 'Admin',
      address: null,
      email: site.admin.email,
      role: 'admin',
      email_confirmed: true,
      album_emails: true,
    });
    expect(response.text).not.toMatch(/argon2|password/i);
  });

  it('GET /user/{id} answers one user, 404 for an unknown id, 400 for a bad one', async () => {
    const user = await addUser(site.server, { address: 'Sète' });
    const found = await call(site.server, 'GET', `/user/${user.id}`, { cookie: site.adminCookie });
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
    const missing = await call(site.server, 'GET', '/user/999999', { cookie: site.adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Utilisateur introuvable.' });
    const bad = await call(site.server, 'GET', '/user/abc', { cookie: site.adminCookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Le champ « identifiant » n'a pas le bon format." });
  });
});

describe('admin user management: changes', () => {
  it('PUT /user updates names, address and email, but never the role or the password', async () => {
    const user = await addUser(site.server);
    const response = await call(site.server, 'PUT', '/user', {
      cookie: site.adminCookie,
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
    await login(site.server, 'paul.durand@exemple.fr', PASSWORD);
  });

  it('PUT /user: 404 unknown id, 409 email taken, French validation messages', async () => {
    const user = await addUser(site.server);
    const base = { id: user.id, firstname: 'A', lastname: 'B', email: user.email };
    const unknown = await call(site.server, 'PUT', '/user', {
      cookie: site.adminCookie,
      body: { ...base, id: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Utilisateur introuvable.' });
    const taken = await call(site.server, 'PUT', '/user', {
      cookie: site.adminCookie,
      body: { ...base, email: site.admin.email.toUpperCase() },
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
      const response = await call(site.server, 'PUT', '/user', { cookie: site.adminCookie, body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('admin user management: deletion', () => {
  it('DELETE /user refuses while the user owns albums, then deletes', async () => {
    const user = await addUser(site.server);
    const [album] = await site.server.app.db
      .insert(albums)
      .values({ userId: user.id, lien: 'https://x.fr/a', accessCode: 'c', date: '01/01/2025' })
      .returning();
    const refused = await call(site.server, 'DELETE', '/user', {
      cookie: site.adminCookie,
      body: { id: user.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Cet utilisateur possède encore des albums/);
    expect((await call(site.server, 'GET', `/user/${user.id}`, { cookie: site.adminCookie })).status).toBe(
      200,
    );

    await call(site.server, 'DELETE', '/album', { cookie: site.adminCookie, body: { id_album: album?.id } });
    const cookie = await login(site.server, user.email, PASSWORD);
    const deleted = await call(site.server, 'DELETE', '/user', {
      cookie: site.adminCookie,
      body: { id: user.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Utilisateur supprimé.' });
    expect((await call(site.server, 'GET', `/user/${user.id}`, { cookie: site.adminCookie })).status).toBe(
      404,
    );
    // Their sessions went with them.
    expect((await call(site.server, 'GET', '/album/my', { cookie })).status).toBe(401);
    const again = await call(site.server, 'DELETE', '/user', {
      cookie: site.adminCookie,
      body: { id: user.id },
    });
    expect(again.status).toBe(404);
  });

  it('DELETE /user refuses an admin deleting their own account', async () => {
    const response = await call(site.server, 'DELETE', '/user', {
      cookie: site.adminCookie,
      body: { id: site.admin.id },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Vous ne pouvez pas supprimer votre propre compte.' });
  });
});
