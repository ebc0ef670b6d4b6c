import { POSTED_FORM_KEY } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { formSite } from '../testing/form-site';
import { addUser, call, PASSWORD } from '../testing/server';

/** The account forms posted by a browser without the app (testing/form-site.ts). */
const { server, post } = formSite();
const url = () => server().url;

describe('the login form without the app', () => {
  it('logs in: 303 to the account home, with the session cookie and the display token for the app', async () => {
    const user = await addUser(server());
    const { response } = await post('/login', { email: user.email, password: PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/compte');
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('lapm_session='));
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    const display = cookies.find((cookie) => cookie.startsWith('lapm_display='));
    expect(display).toContain('Max-Age=60');
    expect(display).toContain('SameSite=Lax');
    expect(display).not.toContain('HttpOnly');
    // The session works for the API calls of the next screen.
    const me = await call(server(), 'GET', '/user/me', { cookie: session?.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
  });

  it('logs out: the session ends, and the browser drops what the app stored, the app never having started', async () => {
    const user = await addUser(server());
    const { response: loggedIn } = await post('/login', { email: user.email, password: PASSWORD });
    const cookie = loggedIn.headers
      .getSetCookie()
      .find((set) => set.startsWith('lapm_session='))
      ?.split(';')[0] as string;
    const { response } = await post('/logout', {}, { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    // The app's copy of the display token (name, e-mail) would stay on a shared computer.
    expect(response.headers.get('clear-site-data')).toBe('"storage"');
    expect((await call(server(), 'GET', '/user/me', { cookie })).status).toBe(401);
  });

  it('sends an administrator to the administration', async () => {
    const admin = await addUser(server(), { role: 'admin' });
    const { response } = await post('/login', { email: admin.email, password: PASSWORD });
    expect(response.headers.get('location')).toBe('/admin');
  });
});

describe('the login form without the app, refused', () => {
  it('renders the login page again with the message and the e-mail, never the password', async () => {
    const user = await addUser(server());
    const { response, html, posted, path } = await post('/login', {
      email: user.email,
      password: 'mauvais-mdp-secret',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(path).toBe('/login');
    expect(posted).toEqual({
      outcome: { kind: 'error', text: 'Email ou mot de passe incorrect.' },
      problem: null,
      values: { email: user.email },
    });
    expect(html).toContain('<main>Login</main>');
    expect(html).not.toContain('mauvais-mdp-secret');
    // The next visitor of the page gets it clean: the answer was rendered for this post alone.
    const next = await (await fetch(`${url()}/login`)).text();
    expect(next).toContain('<main>Login</main>');
    expect(next).not.toContain(POSTED_FORM_KEY);
  });

  it('puts an invalid e-mail under its field', async () => {
    const { response, posted } = await post('/login', { email: 'lea@exemple', password: 'x' });
    expect(response.status).toBe(400);
    expect(posted?.problem).toEqual({ field: 'email', message: 'Veuillez saisir une adresse email valide.' });
    expect(posted?.values).toEqual({ email: 'lea@exemple' });
  });
});

describe('the login form posted from elsewhere, or too often', () => {
  it('refuses a post from another site, or with no origin at all', async () => {
    const user = await addUser(server());
    const fields = { email: user.email, password: PASSWORD };
    const foreign = await post('/login', fields, { origin: 'https://ailleurs.example' });
    const crossSite = await post('/login', fields, { origin: 'null', 'sec-fetch-site': 'cross-site' });
    const nothing = await fetch(`${url()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    for (const { response, posted } of [foreign, crossSite]) {
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(posted?.outcome).toEqual({
        kind: 'error',
        text: 'Requête refusée : elle ne provient pas de ce site.',
      });
    }
    expect(nothing.status).toBe(403);
    expect(nothing.headers.getSetCookie()).toEqual([]);
  });

  it('takes a post whose Origin is hidden by the referrer policy when the browser says it is same-origin', async () => {
    const user = await addUser(server());
    const { response } = await post(
      '/login',
      { email: user.email, password: PASSWORD },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(303);
  });

  it('applies the login throttle of the API', async () => {
    const user = await addUser(server());
    for (let i = 0; i < 5; i++) {
      expect((await post('/login', { email: user.email, password: 'mauvais' })).response.status).toBe(401);
    }
    const { response, posted } = await post('/login', { email: user.email, password: PASSWORD });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(posted?.outcome?.text).toMatch(/^Trop de tentatives de connexion\./);
    expect(posted?.values).toEqual({ email: user.email });
  });
});

describe('the registration form without the app', () => {
  const filled = {
    firstname: 'Léa',
    lastname: 'Martin',
    email: 'lea.sans-script@exemple.fr',
    password: 'un-mot-de-passe',
    passwordConfirm: 'un-mot-de-passe',
    address: '3 place de la Comédie',
    consent: 'on',
  };

  it('checks the confirmation and the consent as the app does, keeping every value but the passwords', async () => {
    const differ = await post('/register', { ...filled, passwordConfirm: 'autre-chose' });
    expect(differ.response.status).toBe(400);
    expect(differ.posted).toEqual({
      outcome: null,
      problem: { field: 'passwordConfirm', message: 'Les mots de passe ne correspondent pas.' },
      values: {
        firstname: 'Léa',
        lastname: 'Martin',
        email: 'lea.sans-script@exemple.fr',
        address: '3 place de la Comédie',
        consent: 'on',
      },
    });
    expect(differ.html).not.toContain('un-mot-de-passe');
    const { consent: _, ...unticked } = filled;
    const noConsent = await post('/register', unticked);
    expect(noConsent.posted?.problem).toEqual({
      field: 'consent',
      message:
        'Vous devez accepter les CGV et le traitement de vos données personnelles pour créer un compte.',
    });
  });

  it('creates the account once and keeps the names and the e-mail, as the app does', async () => {
    const { response, posted } = await post('/register', filled);
    expect(response.status).toBe(200);
    expect(posted).toEqual({
      outcome: { kind: 'success', text: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.' },
      problem: null,
      values: { firstname: 'Léa', lastname: 'Martin', email: 'lea.sans-script@exemple.fr' },
    });
    const again = await post('/register', filled);
    expect(again.response.status).toBeGreaterThanOrEqual(400);
    expect(again.posted?.outcome?.kind).toBe('error');
    const login = await call(server(), 'POST', '/login', {
      body: { email: filled.email, password: filled.password },
    });
    expect(login.status).toBe(200);
  });
});
