import * as actualArgon2 from '@node-rs/argon2' with { rstest: 'importActual' };
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { call, startTestServer, type TestServer } from '../../testing/server';

// Counts the server's argon2 hashes: the cost an anonymous caller can make it pay.
const hashes = rs.hoisted(() => ({ count: 0 }));
rs.mock('@node-rs/argon2', () => ({
  ...actualArgon2,
  hash: (...args: Parameters<typeof actualArgon2.hash>) => {
    hashes.count += 1;
    return actualArgon2.hash(...args);
  },
}));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const confirm = (token: string) =>
  call(server, 'POST', '/reset-password/confirm', {
    body: { token, password: 'une-phrase-de-passe-robuste' },
  });

describe('bogus reset confirmations', () => {
  it('are refused without hashing, and a run of 40 is cut short with 429', async () => {
    // The spy sees the server's hashes: a registration hashes its password once.
    const start = hashes.count;
    const registered = await call(server, 'POST', '/user/register', {
      body: { firstname: 'Léa', lastname: 'Martin', email: 'lea@exemple.fr', password: 'motdepasse-1234' },
    });
    expect(registered.status).toBe(201);
    expect(hashes.count - start).toBe(1);
    const before = hashes.count;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await confirm(`jeton-invente-${i}`)).status);
    expect(hashes.count - before).toBe(0);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
  });

  it('are limited per token too, wherever they come from', async () => {
    // Another server: the per-address budget of the first test is spent.
    const other = await startTestServer({ TRUST_PROXY: 'loopback' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await call(other, 'POST', '/reset-password/confirm', {
          body: { token: 'le-meme-jeton-devine', password: 'une-phrase-de-passe-robuste' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await other.close();
    }
  });
});
