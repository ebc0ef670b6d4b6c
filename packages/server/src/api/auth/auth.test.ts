import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SignJWT } from 'jose';
import {
  type ApiResponse,
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  sessionCookie,
  startTestServer,
  type TestServer,
} from '../../testing/server';
import { FORGET_AFTER_MS } from '../login-throttle';

/** The server's time stands still unless a test moves it: login delays are crossed, not waited out. */
let now = Date.now();
const passSeconds = (seconds: number) => {
  now += seconds * 1000;
};
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(now) });
});
afterAll(() => server.close());

describe('POST /login', () => {
  it('returns a token with the claims the browser reads and sets an HttpOnly cookie', async () => {
    const user = await addUser(server, {
      firstname: 'Léa',
      lastname: 'Martin',
      address: '3 place de la Comédie',
    });
    const before = Math.floor(now / 1000);
    const response = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['jwtTokenClientLAPM']);
    const claims = claimsOf(response.body.jwtTokenClientLAPM);
    expect(claims).toMatchObject({
      role: 'user',
      firstname: 'Léa',
      lastname: 'Martin',
      address: '3 place de la Comédie',
      email: user.email,
      sub: String(user.id),
    });
    // The page's copy names no session: it is no credential (see display-token.test.ts).
    expect(claims.jti).toBeUndefined();
    // exp in seconds, bounded (12 hours).
    expect(claims.exp).toBeGreaterThanOrEqual(before + 12 * 3600);
    expect(claims.exp).toBeLessThanOrEqual(before + 12 * 3600 + 5);

    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^lapm_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // The whole site's: the server renders the client area for the visitor it names.
    expect(cookie).toContain('Path=/;');
    // Not in production on an https site: a Secure cookie would be dropped over plain http.
    expect(cookie).not.toContain('Secure');
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await addUser(server, { email: 'Claire.Dupont@Exemple.fr' });
    const response = await call(server, 'POST', '/login', {
      body: { email: ' claire.dupont@exemple.FR ', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(claimsOf(response.body.jwtTokenClientLAPM).sub).toBe(String(user.id));
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const user = await addUser(server);
    const wrong = await call(server, 'POST', '/login', {
      body: { email: user.email, password: 'mauvais-mdp' },
    });
    const unknown = await call(server, 'POST', '/login', {
      body: { email: 'personne@nulle-part.fr', password: PASSWORD },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Email ou mot de passe incorrect.' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('checks its payload with French messages', async () => {
    const cases: [unknown, string][] = [
      [{ password: PASSWORD }, 'Le champ « email » est obligatoire.'],
      [{ email: '', password: PASSWORD }, "L'email est obligatoire."],
      [{ email: 'pas-un-email', password: PASSWORD }, 'Veuillez saisir une adresse email valide.'],
      [{ email: 'a@b.fr', password: '' }, 'Le mot de passe est obligatoire.'],
      [{ email: 'a@b.fr' }, 'Le champ « mot de passe » est obligatoire.'],
      [[], 'Le corps de la requête doit être un objet JSON.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(server, 'POST', '/login', { body });
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
  });
});

describe('sessions', () => {
  it('authenticates by the cookie only, not by a bearer header', async () => {
    const user = await addUser(server);
    const response = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const token = response.body.jwtTokenClientLAPM as string;
    expect((await call(server, 'GET', '/album/my', { cookie: sessionCookie(response) })).status).toBe(200);
    const bearer = await call(server, 'GET', '/album/my', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    expect(bearer.body).toEqual({ message: 'Vous devez être connecté.' });
  });

  it('ends a session when the server’s clock passes its twelve hours', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    passSeconds(12 * 3600 - 60);
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
    passSeconds(120);
    const after = await call(server, 'GET', '/album/my', { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  });

  it('logout revokes the session on the server before the token expires', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const logout = await call(server, 'POST', '/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(logout.headers.getSetCookie()[0]).toMatch(/^lapm_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await call(server, 'GET', '/album/my', { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  });

  it('logout answers 200 without a session too', async () => {
    const response = await call(server, 'POST', '/logout');
    expect(response.status).toBe(200);
  });

  it('refuses forged tokens: another key, the "none" algorithm, garbage', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
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
      const response = await call(server, 'GET', '/album/my', { cookie: `lapm_session=${token}` });
      expect(response.status).toBe(401);
    }
  });

  it('a password change revokes the older sessions and hands out a new one', async () => {
    const user = await addUser(server);
    const first = await login(server, user.email, PASSWORD);
    const second = await login(server, user.email, PASSWORD);
    const change = await call(server, 'PUT', '/user/me', {
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
    expect((await call(server, 'GET', '/album/my', { cookie: first })).status).toBe(401);
    expect((await call(server, 'GET', '/album/my', { cookie: second })).status).toBe(401);
    expect((await call(server, 'GET', '/album/my', { cookie: fresh })).status).toBe(200);
    const oldPassword = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    await login(server, user.email, 'nouveau-mdp-42');
  });
});

describe('cross-site requests', () => {
  const logoutWith = (headers: Record<string, string>) => call(server, 'POST', '/logout', { headers });
  const refused = { message: 'Requête refusée : elle ne provient pas de ce site.' };

  it('refuses a state-changing request from another origin', async () => {
    const response: ApiResponse = await logoutWith({ origin: 'https://ailleurs.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(refused);
    const login = await call(server, 'POST', '/login', {
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
    expect((await logoutWith({ origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    const read = await call(server, 'GET', '/album/my', {
      cookie,
      headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });
});

describe('login limits', () => {
  const wrongLogin = (email: string) =>
    call(server, 'POST', '/login', { body: { email, password: 'mauvais' } });
  const retryAfter = (response: ApiResponse) => Number(response.headers.get('retry-after'));

  it('delays an account after 5 failures, even for the right password, and only for seconds', async () => {
    const user = await addUser(server);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(user.email)).status).toBe(401);
    const delayed = await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } });
    expect(delayed.status).toBe(429);
    expect(delayed.body.message).toBe('Trop de tentatives de connexion. Réessayez dans 2 secondes.');
    expect(retryAfter(delayed)).toBe(2);
    // Still delayed a moment before the end.
    passSeconds(1.9);
    expect(
      (await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(429);
    // The client is not locked out: once the delay is over, the right password works.
    passSeconds(0.1);
    expect(
      (await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(200);
    // A success starts the account afresh.
    expect((await wrongLogin(user.email)).status).toBe(401);
  });

  it('doubles the delay with each failure, and does not extend it for attempts made while waiting', async () => {
    const user = await addUser(server);
    for (let i = 0; i < 5; i++) await wrongLogin(user.email);
    const first = await wrongLogin(user.email);
    expect(first.status).toBe(429);
    // Hammering during the delay is refused without being counted.
    for (let i = 0; i < 3; i++) expect((await wrongLogin(user.email)).status).toBe(429);
    passSeconds(retryAfter(first));
    expect((await wrongLogin(user.email)).status).toBe(401);
    const second = await wrongLogin(user.email);
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBe(4);
  });

  it('stops the delay of an account at one minute', async () => {
    const user = await addUser(server);
    for (let i = 0; i < 5; i++) await wrongLogin(user.email);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await wrongLogin(user.email);
      expect(refused.status).toBe(429);
      delays.push(retryAfter(refused));
      passSeconds(retryAfter(refused));
      expect((await wrongLogin(user.email)).status).toBe(401);
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    // Forgotten a quarter of an hour after the last failure (this address's failures too).
    passSeconds(FORGET_AFTER_MS / 1000);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(user.email)).status).toBe(401);
    expect((await wrongLogin(user.email)).status).toBe(429);
  });

  it('refuses concurrent guesses beyond the free ones', async () => {
    const user = await addUser(server);
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => wrongLogin(user.email)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('slows the failures of one address across accounts, for minutes at most', async () => {
    // This file has already spent some of the 30 free failures per address; at most 30 more get a 401.
    const statuses: number[] = [];
    for (let i = 0; i < 31 && !statuses.includes(429); i++) {
      statuses.push((await wrongLogin(`inconnu${i}@exemple.fr`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const user = await addUser(server);
    const blocked = await call(server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(5 * 60);
  });
});
