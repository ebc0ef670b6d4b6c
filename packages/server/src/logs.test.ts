import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { decodeQuotedPrintable } from './testing/mail';
import { call, sessionCookie, startTestServer, type TestServer } from './testing/server';

/**
 * Logs are read by whoever runs the machine, kept for weeks and shipped to other services: an
 * attack sequence against a production server must leave no e-mail, password, hash, token or link
 * in them.
 */
const logs: string[] = [];
/** Called at the next line written. */
let heard: (() => void)[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logs.push(chunk.toString('utf8'));
    for (const wake of heard) wake();
    heard = [];
    done();
  },
});

const count = (message: string) => logs.filter((line) => line.includes(`"msg":"${message}"`)).length;

/** Resolves once the e-mails are sent and every request has logged its completion. */
async function logsSettled() {
  await server.app.background.mailsSent();
  while (count('incoming request') > count('request completed')) {
    await new Promise<void>((resolve) => heard.push(resolve));
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => server.close());

/** The token of the first link to `path` found in the outbox, as a client reads her mail. */
async function tokenFromOutbox(path: string): Promise<string> {
  const outbox = join(server.config.dataDir, 'outbox');
  const link = new RegExp(`${path}\\?token=([\\w-]{43})`);
  for (let i = 0; i < 100; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      const token = link.exec(decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')))?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${path} link in the outbox`);
}

describe('the logs of a production server under attack', () => {
  it('hold no e-mail, password, hash, token or link', async () => {
    const victim = { email: 'claire.victime@exemple.fr', password: 'phrase-secrete-de-claire' };
    const newPassword = 'nouvelle-phrase-de-claire';
    const secrets = [victim.email, victim.password, newPassword];

    const registered = await call(server, 'POST', '/user/register', {
      body: { firstname: 'Claire', lastname: 'Victime', ...victim },
    });
    expect(registered.status).toBe(201);
    secrets.push(await tokenFromOutbox('/confirm-email'));
    for (const password of ['essai-1-du-robot', 'essai-2-du-robot']) {
      secrets.push(password);
      await call(server, 'POST', '/login', { body: { email: victim.email, password } });
    }
    const login = await call(server, 'POST', '/login', { body: victim });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    secrets.push(cookie.split('=')[1] ?? '', login.body.jwtTokenClientLAPM);

    // A reset, its link read from the outbox as a client reads her mail.
    await call(server, 'POST', '/reset-password', { body: { email: victim.email } });
    const token = await tokenFromOutbox('/reset-password/confirm');
    secrets.push(token);
    await fetch(`${server.url}/reset-password/confirm?token=${token}`);
    // A login form sent by GET by mistake (or by a robot) puts its fields in the address.
    await fetch(`${server.url}/login?email=${encodeURIComponent(victim.email)}&password=${victim.password}`);
    await call(server, 'POST', '/reset-password/confirm', {
      body: { token: 'jeton-invente', password: newPassword },
    });
    const confirmed = await call(server, 'POST', '/reset-password/confirm', {
      body: { token, password: newPassword },
    });
    expect(confirmed.status).toBe(200);

    // A database error whose driver message quotes the row being written: e-mail and argon2 hash.
    await server.app.db.execute(sql`alter table users add constraint no_boom check (firstname <> 'Boum')`);
    try {
      const intruder = { email: 'intrus.curieux@exemple.fr', password: 'mot-de-passe-intrus' };
      secrets.push(intruder.email, intruder.password);
      const failed = await call(server, 'POST', '/user/register', {
        body: { firstname: 'Boum', lastname: 'Intrus', ...intruder },
      });
      expect(failed.status).toBe(500);
    } finally {
      await server.app.db.execute(sql`alter table users drop constraint no_boom`);
    }
    await logsSettled();
    // Every request of the sequence logged its completion.
    type Line = { reqId?: string; msg?: string; req?: { url?: string } };
    const lines = logs.map((line) => JSON.parse(line) as Line);
    const urls = new Map(lines.filter((line) => line.req?.url).map((line) => [line.reqId, line.req?.url]));
    const completed = lines
      .filter((line) => line.msg === 'request completed')
      .map((line) => urls.get(line.reqId) ?? '');
    // The server's own reads of the built apps (manifests, Node chunks) when it renders a page.
    const buildFile = (url: string) => /\.(json|m?js|css)$/.test(url);
    expect(completed.filter((url) => !buildFile(url))).toHaveLength(10);

    const written = logs.join('');
    // The sequence was logged: the database error by its SQLSTATE and constraint, the e-mail by its file.
    expect(written).toContain('"sqlState":"23514"');
    expect(written).toContain('"constraint":"no_boom"');
    expect(written).toContain('"event":"reset_email"');
    const found = [...secrets, '$argon2id$', '@exemple.fr'].filter((secret) => written.includes(secret));
    expect(found).toEqual([]);
    // A link's token, whatever the path it travels on.
    expect(written).not.toMatch(/token=[\w-]{20}/);
  });
});
