import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { foreignOrigins } from './app';
import { ConfigError, loadConfig } from './config';
import { decodeQuotedPrintable } from './testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './testing/server';
import { APP_START_SCRIPT_HASH } from './web/app-start';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const expectedCsp =
  `default-src 'self';script-src 'self' ${APP_START_SCRIPT_HASH};style-src` +
  " 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';" +
  "object-src 'none'";

describe('every response', () => {
  it('carries the security headers, on the API and on pages alike', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/compte/album', '/remotes.json']) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, csp: response.headers.get('content-security-policy') }).toEqual({
        path,
        csp: expectedCsp,
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toContain('camera=(), ');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
      // Not an https production site: no HSTS, or the browser would force https on every local port.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('says 503 on /api/health while the pages load, and 200 once they have', async () => {
    server.app.startup.warming = true;
    const starting = await call(server, 'GET', '/health');
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ message: 'Le site démarre : réessayez dans un instant.' });
    await server.app.warmPages();
    const ready = await call(server, 'GET', '/health');
    expect(ready.status).toBe(200);
  });

  it('lets the page load remotes deployed on another origin', () => {
    const config = loadConfig({ REMOTE_BLOG_URL: 'https://blog.cdn.example/blog/mf-manifest.json' });
    expect(foreignOrigins(config)).toEqual(['https://blog.cdn.example']);
  });
});

describe('API errors', () => {
  it('answers a French 404 for an unknown API path', async () => {
    const response = await call(server, 'GET', '/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ressource introuvable.' });
  });

  it('caps the body size', async () => {
    const response = await call(server, 'POST', '/login', {
      body: { email: 'a@b.fr', password: 'x'.repeat(70 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'La requête est trop volumineuse.' });
  });

  it('refuses a body that is not JSON, in French', async () => {
    const broken = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
    // text/plain would let a plain HTML form post to the API: only JSON is read.
    const text = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"a@b.fr","password":"x"}',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: 'Type de contenu non pris en charge : envoyez du JSON.' });
  });
});

describe('embedded database', () => {
  it('keeps its data across a restart', async () => {
    const user = await addUser(server);
    const cookie = await login(server, user.email, PASSWORD);
    await server.restart();
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
    await login(server, user.email, PASSWORD);
  });

  it('without SMTP, writes the reset e-mail to the outbox of the data folder', async () => {
    const user = await addUser(server);
    const response = await call(server, 'POST', '/reset-password', { body: { email: user.email } });
    expect(response.status).toBe(200);
    const outbox = join(server.config.dataDir, 'outbox');
    for (let i = 0; i < 50 && !existsSync(outbox); i++) await new Promise((r) => setTimeout(r, 50));
    const [file] = readdirSync(outbox);
    const message = readFileSync(join(outbox, file ?? ''), 'utf8');
    expect(message).toContain(`To: ${user.email}`);
    expect(decodeQuotedPrintable(message)).toMatch(
      /http:\/\/localhost:0\/reset-password\/confirm\?token=[\w-]{43}/,
    );
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'bavard' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ JWT_SECRET: 'court' })).toThrow(/JWT_SECRET doit faire au moins 32 octets/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(/JWT_SECRET est obligatoire/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://x' })).toThrow(/SITE_URL est obligatoire/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'Robert"; drop' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ TRUST_PROXY: 'oui' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('keeps the anti-abuse counters in PostgreSQL by default, in memory on PGlite', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', JWT_SECRET: secret }).rateLimitStore).toBe(
      'database',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x/y', JWT_SECRET: secret, RATE_LIMIT_STORE: 'memory' })
        .rateLimitStore,
    ).toBe('memory');
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
  });

  it('defaults to port 3000, rate limits on, data in .data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.rateLimits).toBe(true);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
