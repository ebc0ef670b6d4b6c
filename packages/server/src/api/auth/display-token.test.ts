import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addUser,
  call,
  claimsOf,
  PASSWORD,
  sessionCookie,
  startTestServer,
  type TestServer,
} from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A script injected into any remote can read localStorage. What it finds there must not open the
 * client's account, however it is sent back.
 */
describe('the token the page keeps (jwtTokenClientLAPM)', () => {
  it('carries what the page displays, yet authenticates nothing as a cookie or as a bearer header', async () => {
    const user = await addUser(server, { firstname: 'Léa', lastname: 'Martin' });
    const response = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const stolen: string = response.body.jwtTokenClientLAPM;
    expect(claimsOf(stolen)).toMatchObject({
      role: 'user',
      firstname: 'Léa',
      lastname: 'Martin',
      email: user.email,
      sub: String(user.id),
    });
    expect(typeof claimsOf(stolen).exp).toBe('number');
    // It is not the cookie's own value.
    expect(sessionCookie(response)).not.toBe(`lapm_session=${stolen}`);

    const asCookie = await call(server, 'GET', '/album/my', { cookie: `lapm_session=${stolen}` });
    const asBearer = await call(server, 'GET', '/album/my', {
      headers: { authorization: `Bearer ${stolen}` },
    });
    const asBoth = await call(server, 'GET', '/user/me/export', {
      cookie: `lapm_session=${stolen}`,
      headers: { authorization: `Bearer ${stolen}` },
    });
    expect([asCookie.status, asBearer.status, asBoth.status]).toEqual([401, 401, 401]);
    // The real cookie still works: the refusal is the token's, not the account's.
    expect((await call(server, 'GET', '/album/my', { cookie: sessionCookie(response) })).status).toBe(200);
  });

  it('stays no credential after a profile change hands out a new one', async () => {
    const user = await addUser(server);
    const login = await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } });
    const update = await call(server, 'PUT', '/user/me', {
      cookie: sessionCookie(login),
      body: { firstname: 'Nouveau', lastname: user.lastname, email: user.email },
    });
    expect(update.status).toBe(200);
    const stolen: string = update.body.jwtTokenClientLAPM;
    expect(claimsOf(stolen).firstname).toBe('Nouveau');
    expect((await call(server, 'GET', '/album/my', { cookie: `lapm_session=${stolen}` })).status).toBe(401);
  });
});
