import { describe, expect, it } from '@rstest/core';
import { SignJWT } from 'jose';
import {
  type ApiResponse,
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  sessionCookie,
} from '../../testing/server';
import { stillClockServerForFile } from '../../testing/still-clock-server';

const auth = stillClockServerForFile();
const { passSeconds } = auth;

describe('sessions', () => {
  it('authenticates by the cookie only, not by a bearer header', async () => {
    const user = await addUser(auth.server);
    const response = await call(auth.server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const token = response.body.jwtTokenClientLAPM as string;
    expect((await call(auth.server, 'GET', '/album/my', { cookie: sessionCookie(response) })).status).toBe(
      200,
    );
    const bearer = await call(auth.server, 'GET', '/album/my', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(401);
    expect(bearer.body).toEqual({ message: 'Vous devez être connecté.' });
  });

  it('ends a session when the server’s clock passes its twelve hours', async () => {
    const user = await addUser(auth.server);
    const cookie = await login(auth.server, user.email, PASSWORD);
    passSeconds(12 * 3600 - 60);
    expect((await call(auth.server, 'GET', '/album/my', { cookie })).status).toBe(200);
    passSeconds(120);
    const after = await call(auth.server, 'GET', '/album/my', { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  });

  it('logout revokes the session on the server before the token expires', async () => {
    const user = await addUser(auth.server);
    const cookie = await login(auth.server, user.email, PASSWORD);
    const logout = await call(auth.server, 'POST', '/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(logout.headers.getSetCookie()[0]).toMatch(/^lapm_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await call(auth.server, 'GET', '/album/my', { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  });

  it('logout answers 200 without a session too', async () => {
    const response = await call(auth.server, 'POST', '/logout');
    expect(response.status).toBe(200);
  });
});

describe('sessions: forged tokens and password changes', () => {
  it('refuses forged tokens: another key, the "none" algorithm, garbage', async () => {
    const user = await addUser(auth.server);
    const cookie = await login(auth.server, user.email, PASSWORD);
    const jti = claimsOf(cookie.slice('lapm_session='.length)).jti as string;
    const claims = { role: 'admin', firstname: 'x', lastname: 'y', email: user.email };
    const otherKey = new TextEncoder().encode('une-autre-cle-secrete-de-32-octets-au-moins!');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti(jti)
      .setExpirationTime('1h')
      .sign(otherKey);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: String(user.id), jti, exp: 9e9 })}.`;
    for (const token of [foreign, unsigned, 'pas.un.jeton']) {
      const response = await call(auth.server, 'GET', '/album/my', { cookie: `lapm_session=${token}` });
      expect(response.status).toBe(401);
    }
  });

  it('a password change revokes the older sessions and hands out a new one', async () => {
    const user = await addUser(auth.server);
    const first = await login(auth.server, user.email, PASSWORD);
    const second = await login(auth.server, user.email, PASSWORD);
    const change = await call(auth.server, 'PUT', '/user/me', {
      cookie: first,
      body: {
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        password: 'nouveau-mdp-42',
        currentPassword: PASSWORD,
      },
    });
    expect(change.status).toBe(200);
    const fresh = sessionCookie(change);
    expect((await call(auth.server, 'GET', '/album/my', { cookie: first })).status).toBe(401);
    expect((await call(auth.server, 'GET', '/album/my', { cookie: second })).status).toBe(401);
    expect((await call(auth.server, 'GET', '/album/my', { cookie: fresh })).status).toBe(200);
    const oldPassword = await call(auth.server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    await login(auth.server, user.email, 'nouveau-mdp-42');
  });
});

describe('cross-site requests', () => {
  const logoutWith = (headers: Record<string, string>) => call(auth.server, 'POST', '/logout', { headers });
  const refused = { message: 'Requête refusée : elle ne provient pas de ce site.' };

  it('refuses a state-changing request from another origin', async () => {
    const response: ApiResponse = await logoutWith({ origin: 'https://ailleurs.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(refused);
    const login = await call(auth.server, 'POST', '/login', {
      body: { email: 'a@b.fr', password: PASSWORD },
      headers: { origin: 'null' },
    });
    expect(login.status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    const response = await logoutWith({ 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(refused);
  });

  it('accepts the same origin, and reads whatever the origin', async () => {
    expect((await logoutWith({ origin: auth.server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const user = await addUser(auth.server);
    const cookie = await login(auth.server, user.email, PASSWORD);
    const read = await call(auth.server, 'GET', '/album/my', {
      cookie,
      headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });
});
