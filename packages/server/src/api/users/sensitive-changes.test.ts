import { validationMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Someone holding a stolen session cookie, but not the password, tries to take the account over. */
describe('PUT /user/me with a stolen session', () => {
  it('cannot change the password or the email without the current password', async () => {
    const user = await addUser(server);
    const stolen = await login(server, user.email, PASSWORD);
    const base = { firstname: user.firstname, lastname: user.lastname, email: user.email };
    const attempts = [
      { ...base, password: 'mot-de-passe-du-voleur' },
      { ...base, email: 'voleur@exemple.fr' },
    ];
    for (const body of attempts) {
      const missing = await call(server, 'PUT', '/user/me', { cookie: stolen, body });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 400,
        body: { message: validationMessages.currentPasswordRequired },
      });
      const wrong = await call(server, 'PUT', '/user/me', {
        cookie: stolen,
        body: { ...body, currentPassword: 'une-supposition' },
      });
      expect({ status: wrong.status, body: wrong.body }).toEqual({
        status: 403,
        body: { message: validationMessages.currentPasswordWrong },
      });
    }
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    await login(server, user.email, PASSWORD);
    // The session goes on: a wrong guess is not a logout.
    expect((await call(server, 'GET', '/album/my', { cookie: stolen })).status).toBe(200);
  });

  it('guesses the current password no faster than a login: delayed after 5 failures', async () => {
    const user = await addUser(server);
    const stolen = await login(server, user.email, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await call(server, 'PUT', '/user/me', {
        cookie: stolen,
        body: {
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          password: 'mot-de-passe-du-voleur',
          currentPassword: `supposition-${i}`,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
  });

  it('still changes names alone without asking, and the password with the right current one', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const base = { firstname: 'Camille', lastname: user.lastname, email: user.email };
    expect((await call(server, 'PUT', '/user/me', { cookie, body: base })).status).toBe(200);
    const change = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { ...base, password: 'nouvelle-phrase-secrete', currentPassword: PASSWORD },
    });
    expect(change.status).toBe(200);
    await login(server, user.email, 'nouvelle-phrase-secrete');
  });
});
