import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { startEnvironment } from '../../../../scripts/start-env.mjs';
import { databaseEnvOf, runAdminCli } from '../testing/admin-cli';
import { type ChildServer, spawnServer } from '../testing/child-server';
import { call, claimsOf, dropSchema, login, startTestServer } from '../testing/server';
import { demoAccounts } from './first-run';

// Each test starts Node children (server, command): slow on a busy machine.
const CHILD_PROCESS_TIMEOUT_MS = 120_000;

/** Attacks on the way the studio's administrator account comes to exist. */

const databaseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A fresh embedded data folder, or a PostgreSQL schema of its own, as a server environment. */
function freshData(): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-takeover-'));
  const schema = databaseUrl ? `takeover_${randomBytes(6).toString('hex')}` : undefined;
  cleanups.push(async () => {
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl && schema
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: randomBytes(32).toString('hex') }
      : {}),
  };
}

async function withServer<T>(env: Record<string, string>, use: (server: ChildServer) => Promise<T>) {
  const server = await spawnServer(env);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

describe('a production start on an empty database', () => {
  it(
    'creates no account with a published password and prints how to create the first admin',
    async () => {
      await withServer({ ...freshData(), NODE_ENV: 'production' }, async (server) => {
        for (const account of Object.values(demoAccounts)) {
          const response = await call(server, 'POST', '/login', { body: account });
          expect({ email: account.email, status: response.status }).toEqual({
            email: account.email,
            status: 401,
          });
        }
        expect(server.stdout()).not.toContain(demoAccounts.admin.password);
        expect(server.stdout()).not.toContain(demoAccounts.client.password);
        expect(server.stdout()).toContain('pnpm --filter @lapm/server admin <email>');
        expect(server.stdout()).not.toContain('NODE_ENV');
      });
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );

  it(
    'warns when NODE_ENV is not set, since React then renders the pages with its slow development build',
    async () => {
      await withServer(freshData(), async (server) => {
        expect(server.stdout()).toContain('NODE_ENV n’est pas « production »');
      });
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );

  it(
    'shows the demo only when DEMO_DATA=1 asks for it, and says the accounts are demo ones',
    async () => {
      await withServer({ ...freshData(), NODE_ENV: 'production', DEMO_DATA: '1' }, async (server) => {
        expect(server.stdout()).toContain('DÉMONSTRATION');
        expect(server.stdout()).toContain(demoAccounts.admin.password);
        expect((await call(server, 'POST', '/login', { body: demoAccounts.admin })).status).toBe(200);
      });
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );
});

describe('pnpm start', () => {
  it('adds a demo to the plain command only, never to a production environment', () => {
    expect(startEnvironment({})).toEqual({ NODE_ENV: 'production', DEMO_DATA: '1' });
    expect(startEnvironment({ DEMO_DATA: '0' })).toEqual({ NODE_ENV: 'production', DEMO_DATA: '0' });
    expect(startEnvironment({ NODE_ENV: 'production' })).toEqual({});
    expect(startEnvironment({ NODE_ENV: 'production', DEMO_DATA: '1' })).toEqual({ DEMO_DATA: '1' });
  });

  it(
    'started by a host with NODE_ENV=production, publishes no password',
    async () => {
      // What a host that runs `npm start` gives the script, and what the script gives the server.
      const host = { NODE_ENV: 'production' };
      await withServer({ ...freshData(), ...host, ...startEnvironment(host) }, async (server) => {
        for (const account of Object.values(demoAccounts)) {
          const response = await call(server, 'POST', '/login', { body: account });
          expect({ email: account.email, status: response.status }).toEqual({
            email: account.email,
            status: 401,
          });
        }
        expect(server.stdout()).not.toContain(demoAccounts.admin.password);
      });
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );

  it(
    'run as the README says, starts the demo and labels it',
    async () => {
      await withServer({ ...freshData(), ...startEnvironment({}) }, async (server) => {
        expect(server.stdout()).toContain('DÉMONSTRATION');
        expect((await call(server, 'POST', '/login', { body: demoAccounts.admin })).status).toBe(200);
      });
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );
});

describe('the admin command against an account registered in advance', () => {
  it(
    'does not promote it by default, and --promote takes it over with a new password and no old session',
    async () => {
      const server = await startTestServer();
      cleanups.push(() => server.close());
      const studio = 'contact@studio-photo.fr';
      const squatter = 'mot-de-passe-du-squatteur';
      const registered = await call(server, 'POST', '/user/register', {
        body: { firstname: 'Faux', lastname: 'Studio', email: studio, password: squatter },
      });
      expect(registered.status).toBe(201);
      const squatterCookie = await login(server, studio, squatter);
      const env = databaseEnvOf(server.config);

      let refused: Awaited<ReturnType<typeof runAdminCli>> | undefined;
      let promoted: Awaited<ReturnType<typeof runAdminCli>> | undefined;
      await server.restart(async () => {
        refused = await runAdminCli({ ...env, ADMIN_PASSWORD: 'nouveau-secret-du-studio' }, [studio]);
        promoted = await runAdminCli(env, [studio, '--promote'], 'nouveau-secret-du-studio\n');
      });

      expect(refused?.code).toBe(1);
      expect(refused?.output).toMatch(
        /Un compte existe déjà avec l'adresse contact@studio-photo\.fr \(créé le /,
      );
      expect(refused?.output).toContain('--promote');
      expect(promoted?.code).toBe(0);
      expect(promoted?.output).toMatch(
        /Compte contact@studio-photo\.fr \(créé le .+\) promu administrateur : nouveau mot de passe enregistré, 1 session\(s\) ouverte\(s\) fermée\(s\)\./,
      );

      // The squatter's session and password are both gone; the studio's new password works.
      expect((await call(server, 'GET', '/user/me/export', { cookie: squatterCookie })).status).toBe(401);
      const oldPassword = await call(server, 'POST', '/login', {
        body: { email: studio, password: squatter },
      });
      expect(oldPassword.status).toBe(401);
      const admin = await call(server, 'POST', '/login', {
        body: { email: studio, password: 'nouveau-secret-du-studio' },
      });
      expect(claimsOf(admin.body.jwtTokenClientLAPM).role).toBe('admin');
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );
});
