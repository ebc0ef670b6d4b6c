import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../testing/server';
import { openDatabase } from './database';
import { type Backup, backupDatabase, restoreDatabase } from './json-backup';
import { albums, users } from './schema';

let server: TestServer;
const folder = mkdtempSync(join(tmpdir(), 'lapm-backup-'));
// The command's embedded database runs as `postgres` when the tests run as root: it must cross this folder.
chmodSync(folder, 0o711);
beforeAll(async () => {
  server = await startTestServer();
  const client = await addUser(server, {
    firstname: 'Zoé 📸',
    address: "12 rue de l'Aiguillerie\nMontpellier",
  });
  await addUser(server, { role: 'admin' });
  await server.app.db.insert(albums).values([
    { userId: client.id, lien: 'https://galerie.exemple.fr/a', accessCode: "c'est-ça", date: '2026-05-12' },
    { userId: client.id, lien: 'https://galerie.exemple.fr/b', accessCode: 'x', date: '2026-06-01' },
  ]);
  // A session and a reset link too: every table has rows.
  await login(server, client.email, PASSWORD);
  await call(server, 'POST', '/reset-password', { body: { email: client.email } });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const nonEmpty = (backup: Backup) => backup.tables.filter((t) => t.rows.length > 0).map((t) => t.name);

describe('backup and restore', () => {
  it('restores every row as it was, and the ids go on after the restored ones', async () => {
    const before = await backupDatabase(server.app.db);
    expect(nonEmpty(before)).toEqual(
      expect.arrayContaining(['users', 'albums', 'sessions', 'password_reset_tokens']),
    );
    // Changes after the backup: all undone by the restore.
    await server.app.db.delete(albums);
    await server.app.db.update(users).set({ firstname: 'Changé' });
    await addUser(server);
    await restoreDatabase(server.app.db, before);
    const after = await backupDatabase(server.app.db);
    expect(after.tables).toEqual(before.tables);
    // The restored accounts log in, and a new account gets a fresh id.
    const [client] = await server.app.db.select().from(users).where(eq(users.firstname, 'Zoé 📸'));
    await login(server, client?.email ?? '', PASSWORD);
    const created = await addUser(server);
    const highest = Math.max(
      ...(before.tables.find((t) => t.name === 'users')?.rows ?? []).map((r) => Number(r.id)),
    );
    expect(created.id).toBeGreaterThan(highest);
  });

  it('leaves the database as it was when a restore fails', async () => {
    const before = await backupDatabase(server.app.db);
    const broken = structuredClone(before);
    // An album whose owner is not in the file: the foreign key refuses it, after the truncate.
    broken.tables.find((t) => t.name === 'users')?.rows.splice(0);
    await expect(restoreDatabase(server.app.db, broken)).rejects.toThrow();
    await expect(restoreDatabase(server.app.db, { format: 'autre' } as unknown as Backup)).rejects.toThrow(
      "Ce fichier n'est pas une sauvegarde du site (format inconnu).",
    );
    expect((await backupDatabase(server.app.db)).tables).toEqual(before.tables);
  });
});

describe('backup and restore of the former JSON format', () => {
  it('restores a backup of the former JSON format through the command line, into an empty database', async () => {
    const run = promisify(execFile);
    const cli = fileURLToPath(new URL('../backup-cli.ts', import.meta.url));
    // From the package folder, where tsx is installed.
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const file = join(folder, 'sauvegarde.json');
    const original = await backupDatabase(server.app.db);
    writeFileSync(file, JSON.stringify(original));
    const databaseUrl = process.env.DATABASE_URL;
    const schema = `backup_${randomBytes(4).toString('hex')}`;
    // Another, empty database: a fresh embedded PostgreSQL folder, or another schema of the same PostgreSQL.
    const env = {
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: join(folder, 'autre'),
      ...(databaseUrl ? { DATABASE_SCHEMA: schema, JWT_SECRET: randomBytes(32).toString('hex') } : {}),
    };
    try {
      const restored = await run(process.execPath, ['--import', 'tsx', cli, 'restore', file], { env, cwd });
      expect(restored.stdout).toMatch(/^Sauvegarde du .* restaurée : \d+ lignes\.$/m);
      // Those files never held the photos: the command says where they go.
      expect(restored.stdout).toContain(
        `Cette sauvegarde de l'ancien format ne contient pas les photos : recopiez-les dans ${join(folder, 'autre', 'photos')}.`,
      );
      const database = await openDatabase(loadConfig(env));
      try {
        expect((await backupDatabase(database.db)).tables).toEqual(original.tables);
      } finally {
        await database.close();
      }
    } finally {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    }
  }, 60_000);
});
