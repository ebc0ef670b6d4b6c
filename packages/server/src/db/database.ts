import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and applies pending migrations. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const client = new PGlite(join(dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The lock files this process holds, to tell its own lock from one a killed predecessor left. */
const heldLocks = new Set<string>();

/**
 * PGlite does not stop a second process from opening the same folder, and two writers corrupt it:
 * a lock file holding the owner's pid does. A lock left by a process that no longer runs (killed,
 * out of memory, machine restarted) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.lock');
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockFile);
      return () => {
        heldLocks.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      // Our own pid in a lock we do not hold was written by a killed process that had the same
      // pid: a server run as pid 1 in a container gets pid 1 again when the container restarts.
      const alive = owner === process.pid ? heldLocks.has(lockFile) : isRunning(owner);
      if (alive) {
        throw new Error(`Le dossier de données ${dataDir} est déjà utilisé par le processus ${owner}.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails the request in seconds (503) instead of holding it.
    connectionTimeoutMillis: 5_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle connection dropped by a stopped server is reported here; unheard, the event would end
  // the process. The pool opens new connections once the server is back.
  pool.on('error', (error) => console.error(`Connexion PostgreSQL perdue : ${error.message}`));
  try {
    const client = await pool.connect();
    try {
      // Two instances starting together must not both apply the same migration.
      await client.query('select pg_advisory_lock(7413)');
      if (schemaName) await client.query(`create schema if not exists "${schemaName}"`);
      await migratePg(drizzlePg({ client, schema }), {
        migrationsFolder,
        migrationsSchema: schemaName ?? 'drizzle',
      });
      await client.query('select pg_advisory_unlock(7413)');
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
}
