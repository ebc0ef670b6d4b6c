import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { albums, users } from '../db/schema';
import { databaseEnvOf, runAdminCli } from '../testing/admin-cli';
import {
  addUser,
  call,
  claimsOf,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
} from '../testing/server';
import { createAdmin, promoteToAdmin } from './admin';
import { createFirstAdminLines, demoAccounts, seedFirstRun } from './first-run';

// Each test starts Node children (server, command): slow on a busy machine.
const CHILD_PROCESS_TIMEOUT_MS = 120_000;

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
      production: false,
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
    expect(
      await seedFirstRun(server.app.db, { ...server.config, production: false, databaseUrl: undefined }),
    ).toEqual([]);
  });

  it('gives a real PostgreSQL no demo data unless asked', async () => {
    await emptyDatabase();
    const postgres = {
      ...server.config,
      production: false,
      databaseUrl: 'postgres://db/site',
      demoData: undefined,
    };
    expect(await seedFirstRun(server.app.db, postgres)).toEqual(createFirstAdminLines);
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

describe('creating an admin', () => {
  it('creates an admin, and refuses an address that already has an account', async () => {
    const created = await createAdmin(server.app.db, { email: 'chef-neuf@exemple.fr', password: PASSWORD });
    expect(created.role).toBe('admin');
    const user = await addUser(server);
    await expect(
      createAdmin(server.app.db, { email: user.email.toUpperCase(), password: PASSWORD }),
    ).rejects.toThrow(/Un compte existe déjà .* relancez avec --promote/);
  });

  it('needs a valid email and a valid password', async () => {
    await expect(createAdmin(server.app.db, { email: 'pas-un-email', password: PASSWORD })).rejects.toThrow(
      'Email : Veuillez saisir une adresse email valide.',
    );
    await expect(
      promoteToAdmin(server.app.db, { email: 'neuf@exemple.fr', password: 'court' }),
    ).rejects.toThrow('Mot de passe : Le mot de passe doit contenir au moins 8 caractères.');
    await expect(
      promoteToAdmin(server.app.db, { email: 'inconnu@exemple.fr', password: PASSWORD }),
    ).rejects.toThrow(
      "Aucun compte avec l'adresse inconnu@exemple.fr : relancez sans --promote pour le créer.",
    );
  });

  it(
    'runs as a command on the configured database',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lapm-cli-'));
      const env = { ...databaseEnvOf(server.config), DATA_DIR: dataDir, ADMIN_PASSWORD: 'secret-cli-123' };
      try {
        const created = await runAdminCli(env, ['cli@exemple.fr', '--firstname', 'Camille']);
        expect(created).toEqual({ code: 0, output: 'Administrateur créé : cli@exemple.fr\n' });
        const usage = await runAdminCli(env, []);
        expect(usage.code).toBe(1);
        expect(usage.output).toContain('Usage : lapm-admin <email>');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    CHILD_PROCESS_TIMEOUT_MS,
  );
});
