import { createHash, randomBytes } from 'node:crypto';
import { commonPasswordMessage } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { createAdmin } from '../../setup/admin';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// From the top of the leaked-password lists, French ones included, in the case a visitor types them.
const common = ['password', 'azertyuiop', 'Motdepasse', 'MARSEILLE', ' iloveyou ', 'bonjour1'];
// 72 characters: a passphrase is accepted whatever its length up to the 1,024 limit.
const passphrase = 'les mouettes de Palavas rient du photographe qui attend la lumière douce';

const registration = (email: string, password: string) => ({
  firstname: 'Léa',
  lastname: 'Martin',
  email,
  password,
});

describe('common passwords', () => {
  it('refuses each on registration with the French message, and creates nothing', async () => {
    for (const [i, password] of common.entries()) {
      const email = `courant${i}@exemple.fr`;
      const response = await call(server, 'POST', '/user/register', { body: registration(email, password) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: commonPasswordMessage });
      expect(await server.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('accepts a passphrase of 64 characters and more, which then logs in', async () => {
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    const email = 'phrase@exemple.fr';
    const response = await call(server, 'POST', '/user/register', { body: registration(email, passphrase) });
    expect(response.status).toBe(201);
    await login(server, email, passphrase);
  });

  it('refuses one as a new password of PUT /user/me, keeping the old one', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const response = await call(server, 'PUT', '/user/me', {
      cookie,
      body: {
        firstname: 'Autre',
        lastname: user.lastname,
        email: user.email,
        password: 'football1',
        currentPassword: PASSWORD,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: commonPasswordMessage });
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstname).toBe(user.firstname);
    await login(server, user.email, PASSWORD);
  });

  it('refuses one on a reset confirmation without spending the link', async () => {
    const user = await addUser(server);
    const token = randomBytes(32).toString('base64url');
    await server.app.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const refused = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: 'qwertyuiop' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: commonPasswordMessage });
    const accepted = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: passphrase },
    });
    expect(accepted.status).toBe(200);
    await login(server, user.email, passphrase);
  });

  it('refuses one in the admin command', async () => {
    await expect(
      createAdmin(server.app.db, { email: 'chef@exemple.fr', password: 'administrator' }),
    ).rejects.toThrow(`Mot de passe : ${commonPasswordMessage}`);
  });
});
