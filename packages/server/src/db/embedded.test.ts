import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { convertPgliteDataDir } from '../convert-pglite';
import { type ChildServer, spawnServer } from '../testing/child-server';
import { call } from '../testing/server';
import { CONVERT_COMMAND, type DatabaseHandle, DataDirError, openDatabase } from './database';

/** The embedded PostgreSQL itself, each test in a DATA_DIR of its own (never the run's cluster). */
const folders: string[] = [];
const children = new Set<ChildServer>();
const freshDataDir = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-embedded-'));
  folders.push(dataDir);
  return dataDir;
};
const configOn = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DEMO_DATA: '0',
});

afterAll(async () => {
  for (const child of children) await child.stop();
  for (const dataDir of folders) rmSync(dataDir, { recursive: true, force: true });
});

const countUsers = async (database: DatabaseHandle) => {
  const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

describe('embedded PostgreSQL', () => {
  it('refuses a second server on the same data folder, and the first one is unharmed', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase(configOn(dataDir));
    try {
      await expect(openDatabase(configOn(dataDir))).rejects.toThrow(/est déjà utilisé par le processus \d+/);
      expect(await countUsers(first)).toBe(0);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock a killed server left, even one that had the same pid', async () => {
    const dataDir = freshDataDir();
    await (await openDatabase(configOn(dataDir))).close();
    const lockFile = join(dataDir, 'server.lock');
    // A process that has ended; and this process's own pid, as a server run as pid 1 in a
    // container finds it after the container was killed and started again.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    for (const stale of [deadPid, process.pid]) {
      writeFileSync(lockFile, String(stale));
      // PostgreSQL's own lock, left by a postmaster that is gone.
      writeFileSync(
        join(dataDir, 'postgres', 'postmaster.pid'),
        `${deadPid}\n${join(dataDir, 'postgres')}\n`,
      );
      const database = await openDatabase(configOn(dataDir));
      expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      await database.close();
      expect(existsSync(lockFile)).toBe(false);
    }
  });
});

describe('embedded PostgreSQL, two sites side by side', () => {
  it('keeps its logs in the data folder, listens on loopback only, and two folders run side by side', async () => {
    const [a, b] = [freshDataDir(), freshDataDir()];
    const first = await spawnServer(serverEnv(a));
    children.add(first);
    const second = await spawnServer(serverEnv(b));
    children.add(second);
    const register = (server: ChildServer, email: string) =>
      call(server, 'POST', '/user/register', {
        body: { firstname: 'Ada', lastname: 'Lovelace', email, password: 'Diaphragme-Ouvert-1.4' },
      });
    expect((await register(first, 'ada@a.exemple.fr')).status).toBe(201);
    expect((await register(second, 'ada@b.exemple.fr')).status).toBe(201);

    // Each postmaster serves its own folder, on 127.0.0.1 only, with no Unix socket.
    const pids = [a, b].map((dir) =>
      Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
    );
    expect(new Set(pids).size).toBe(2);
    for (const dir of [a, b]) {
      const lines = readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      // Lines 5 and 6: socket directory (empty), listen address.
      expect(lines[4]).toBe('');
      expect(lines[5]).toBe('127.0.0.1');
      expect(readdirSync(join(dir, 'postgres', 'log')).length).toBeGreaterThan(0);
    }
    expect(await first.stop()).toBe(0);
    // SIGTERM stopped the database too, and the other site goes on.
    for (const pid of pids.slice(0, 1)) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(existsSync(join(a, 'postgres', 'postmaster.pid'))).toBe(false);
    expect((await call(second, 'GET', '/health')).status).toBe(200);
    expect(await second.stop()).toBe(0);
    // Nothing of PostgreSQL on the server's own output.
    expect(first.stderr()).not.toMatch(/database system|LOG:/);
    // Two servers, each initialising its cluster: several times the usual test budget on a busy machine.
  }, 120_000);
});

describe('embedded PostgreSQL and a PGlite-era data folder', () => {
  it('refuses a PGlite-era data folder with the conversion command, and changes nothing in it', async () => {
    const dataDir = freshDataDir();
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const before = readdirSync(dataDir).sort();
    const error = await openDatabase(configOn(dataDir)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirError);
    expect((error as Error).message).toContain(CONVERT_COMMAND);
    expect((error as Error).message).toContain('PGlite');
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('converts a PGlite-era data folder through the backup format, keeping the old one', async () => {
    const dataDir = freshDataDir();
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite(join(dataDir, 'pglite'));
    await migrate(drizzle({ client }), {
      migrationsFolder: join(import.meta.dirname, '..', '..', 'drizzle'),
    });
    await client.query(
      `insert into users (firstname, lastname, email, password_hash) values ('Nadar', 'Félix', 'nadar@exemple.fr', 'x')`,
    );
    await client.close();

    const { rows } = await convertPgliteDataDir(dataDir);
    expect(rows).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'pglite.converti', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite-conversion.json'))).toBe(true);
    const database = await openDatabase(configOn(dataDir));
    try {
      const result = (await database.db.execute(sql`select email, firstname from users`)) as unknown as {
        rows: { email: string; firstname: string }[];
      };
      expect(result.rows).toEqual([{ email: 'nadar@exemple.fr', firstname: 'Nadar' }]);
    } finally {
      await database.close();
    }
    // Done once: a second run finds nothing to convert and changes nothing.
    await expect(convertPgliteDataDir(dataDir)).rejects.toThrow(/Aucune base PGlite/);
    // PGlite opens a folder in seconds, twice here, and the new cluster is initialised too.
  }, 120_000);
});
