import { describe, expect, it } from '@rstest/core';
import { type ApiResponse, addUser, call, claimsOf, PASSWORD } from '../../testing/server';
import { stillClockServerForFile } from '../../testing/still-clock-server';
import { FORGET_AFTER_MS } from '../login-throttle';

const auth = stillClockServerForFile();
const { passSeconds } = auth;

describe('POST /login', () => {
  it('returns a token with the claims the browser reads and sets an HttpOnly cookie', async () => {
    const user = await addUser(auth.server, {
      firstname: 'Léa',
      lastname: 'Martin',
      address: '3 place de la Comédie',
    });
    const before = Math.floor(auth.now / 1000);
    const response = await call(auth.server, 'POST', '/login', {
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
    const user = await addUser(auth.server, { email: 'Claire.Dupont@Exemple.fr' });
    const response = await call(auth.server, 'POST', '/login', {
      body: { email: ' claire.dupont@exemple.FR ', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(claimsOf(response.body.jwtTokenClientLAPM).sub).toBe(String(user.id));
  });
});

describe('POST /login refusals', () => {
  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const user = await addUser(auth.server);
    const wrong = await call(auth.server, 'POST', '/login', {
      body: { email: user.email, password: 'mauvais-mdp' },
    });
    const unknown = await call(auth.server, 'POST', '/login', {
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
      const response = await call(auth.server, 'POST', '/login', { body });
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
  });
});

const wrongLogin = (email: string) =>
  call(auth.server, 'POST', '/login', { body: { email, password: 'mauvais' } });
const retryAfter = (response: ApiResponse) => Number(response.headers.get('retry-after'));

describe('login limits', () => {
  it('delays an account after 5 failures, even for the right password, and only for seconds', async () => {
    const user = await addUser(auth.server);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(user.email)).status).toBe(401);
    const delayed = await call(auth.server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(delayed.status).toBe(429);
    expect(delayed.body.message).toBe('Trop de tentatives de connexion. Réessayez dans 2 secondes.');
    expect(retryAfter(delayed)).toBe(2);
    // Still delayed a moment before the end.
    passSeconds(1.9);
    expect(
      (await call(auth.server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(429);
    // The client is not locked out: once the delay is over, the right password works.
    passSeconds(0.1);
    expect(
      (await call(auth.server, 'POST', '/login', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(200);
    // A success starts the account afresh.
    expect((await wrongLogin(user.email)).status).toBe(401);
  });

  it('doubles the delay with each failure, and does not extend it for attempts made while waiting', async () => {
    const user = await addUser(auth.server);
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
});

describe('login limits, over time and across addresses', () => {
  it('stops the delay of an account at one minute', async () => {
    const user = await addUser(auth.server);
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
    const user = await addUser(auth.server);
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
    const user = await addUser(auth.server);
    const blocked = await call(auth.server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(5 * 60);
  });
});
