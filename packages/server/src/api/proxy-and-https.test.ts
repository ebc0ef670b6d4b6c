import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import {
  addUser,
  call,
  PASSWORD,
  requestWithHost,
  startTestServer,
  type TestServer,
} from '../testing/server';

/**
 * The configuration, not what a request claims, decides the cookie's `Secure` flag, HSTS and
 * which addresses are believed. Each test attacks the running server with a forged Host header or
 * X-Forwarded-For chain.
 */
describe('an https site in production behind a proxy that rewrites Host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SITE_URL: 'https://photo.example.fr' });
  });
  afterAll(() => server.close());

  it('still marks the session cookie Secure and sends HSTS when the request says Host: localhost', async () => {
    const user = await addUser(server);
    const response = await requestWithHost(server, 'localhost', 'POST', '/api/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('a site served over plain http', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  it('lets no Host header switch HSTS on (a browser would then refuse the site over http)', async () => {
    const response = await requestWithHost(server, 'photo.example.fr', 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('refuses a blanket "true", which would believe any X-Forwarded-For, and says what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/nombre de proxys.*adresses/);
  });

  it('takes a number of proxies or a list of their addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,proxy.example' })).toThrow(/proxy\.example/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  describe('behind a proxy on loopback', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => server.close());

    const register = (forwardedFor: string, n: number) =>
      call(server, 'POST', '/user/register', {
        headers: { 'x-forwarded-for': forwardedFor },
        body: {
          firstname: 'Jean',
          lastname: 'Robot',
          email: `robot-${n}-${forwardedFor.replace(/[^0-9a-f]/gi, '')}@exemple.fr`,
          password: 'une-phrase-de-passe-robuste',
        },
      });

    it('counts an IPv6 client by its /64: rotating addresses inside it does not escape the limit', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++)
        statuses.push((await register(`2001:db8:a:b::${i.toString(16)}`, i)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
      // Another /64 is another client.
      expect((await register('2001:db8:a:c::1', 12)).status).toBe(201);
    });

    it('believes only the configured proxy: an address forged before it in the chain is not the client', async () => {
      // The client (198.51.100.7) forged the first hop; the proxy appended what it saw.
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        statuses.push((await register(`203.0.113.${i}, 198.51.100.7`, 100 + i)).status);
      }
      expect(statuses[10]).toBe(429);
    });
  });
});
