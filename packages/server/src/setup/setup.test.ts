import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { albums, users } from '../db/schema';
import {
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
} from '../testing/server';
import { createOrPromoteAdmin } from './admin';
import { demoAccounts, seedFirstRun } from './first-run';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function emptyDatabase() {
  await server.app.db.delete(albums);
  await server.app.db.delete(users);
}

describe('first run', () => {
  it('creates the demo admin and client, with albums, on the embedded database', async () => {
    await emptyDatabase();
    const lines = await seedFirstRun(server.app.db, {
      ...server.config,
      databaseUrl: undefined,
      demoData: undefined,
    });
    expect(lines.join('\n')).toContain(`${demoAccounts.admin.email} / ${demoAccounts.admin.password}`);
    expect(lines.join('\n')).toContain(`${demoAccounts.client.email} / ${demoAccounts.client.password}`);
    const admin = await call(server, 'POST', '/login', { body: demoAccounts.admin });
    expect(claimsOf(admin.body.jwtTokenClientLAPM).role).toBe('admin');
    const client = await login(server, demoAccounts.client.email, demoAccounts.client.password);
    const mine = await call(server, 'GET', '/album/my', { cookie: client });
    expect(mine.body.data).toHaveLength(3);
    // Once users exist, nothing more is created.
    expect(await seedFirstRun(server.app.db, { ...server.config, databaseUrl: undefined })).toEqual([]);
  });

  it('gives a real PostgreSQL no demo data unless asked', async () => {
    await emptyDatabase();
    const postgres = { ...server.config, databaseUrl: 'postgres://db/site', demoData: undefined };
    expect(await seedFirstRun(server.app.db, postgres)).toEqual([
      'Base vide : créez un administrateur (voir docs/api.md, « Administrateur en ligne de commande »).',
    ]);
    expect(await server.app.db.select().from(users)).toEqual([]);
  });

  it('creates the admin of ADMIN_EMAIL and ADMIN_PASSWORD instead', async () => {
    await emptyDatabase();
    const config = { ...server.config, adminEmail: 'studio@exemple.fr', adminPassword: 'secret-studio-1' };
    expect(await seedFirstRun(server.app.db, config)).toEqual([
      'Administrateur créé : studio@exemple.fr (mot de passe : celui de ADMIN_PASSWORD)',
    ]);
    const response = await call(server, 'POST', '/login', {
      body: { email: 'studio@exemple.fr', password: 'secret-studio-1' },
    });
    expect(claimsOf(response.body.jwtTokenClientLAPM).role).toBe('admin');
    expect(await server.app.db.select({ id: users.id }).from(users)).toHaveLength(1);
  });

  it('refuses an ADMIN_PASSWORD that breaks the rules', async () => {
    await emptyDatabase();
    const config = { ...server.config, adminEmail: 'studio@exemple.fr', adminPassword: 'court' };
    await expect(seedFirstRun(server.app.db, config)).rejects.toThrow(
      'Configuration invalide : ADMIN_EMAIL / ADMIN_PASSWORD : Mot de passe : Le mot de passe doit contenir au moins 8 caractères.',
    );
  });
});

describe('creating or promoting an admin', () => {
  it('promotes an existing client and keeps their password unless one is given', async () => {
    const user = await addUser(server);
    const { user: promoted, created } = await createOrPromoteAdmin(server.app.db, {
      email: user.email.toUpperCase(),
    });
    expect({ created, role: promoted.role, id: promoted.id }).toEqual({
      created: false,
      role: 'admin',
      id: user.id,
    });
    const cookie = await login(server, user.email, PASSWORD);
    expect((await call(server, 'GET', '/user', { cookie })).status).toBe(200);
  });

  it('needs a valid email, and a password to create an account', async () => {
    await expect(createOrPromoteAdmin(server.app.db, { email: 'pas-un-email' })).rejects.toThrow(
      'Email : Veuillez saisir une adresse email valide.',
    );
    await expect(createOrPromoteAdmin(server.app.db, { email: 'neuf@exemple.fr' })).rejects.toThrow(
      'Mot de passe : obligatoire pour créer un compte.',
    );
  });

  it('runs as a command on the configured database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lapm-cli-'));
    const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const packageDir = fileURLToPath(new URL('../..', import.meta.url));
    const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'secret-cli-123' };
    if (server.config.databaseSchema) {
      Object.assign(env, { DATABASE_SCHEMA: server.config.databaseSchema, JWT_SECRET: 'x'.repeat(32) });
    }
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        // From the package folder, where tsx resolves.
        const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env, cwd: packageDir });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      });
    try {
      const created = await run('cli@exemple.fr', '--firstname', 'Camille');
      expect(created).toEqual({ code: 0, output: 'Administrateur créé : cli@exemple.fr\n' });
      const usage = await run();
      expect(usage.code).toBe(1);
      expect(usage.output).toContain('Usage : lapm-admin <email>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
