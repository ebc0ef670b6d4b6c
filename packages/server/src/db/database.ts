import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { seedArticles } from '../api/articles/seed';
import { seedSiteContent } from '../api/site-content/site-content';
import { type Config, workspaceRoot } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { isRunning } from './embedded-cluster';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** The connection URL (in `schema` when set), for tools that need a connection of their own. */
  url: string;
  /** `embedded`: the PostgreSQL the server runs in DATA_DIR; `postgres`: the one of DATABASE_URL. */
  driver: 'embedded' | 'postgres';
  /** DATABASE_SCHEMA: the site's data in a database other sites may share. */
  schema: string | undefined;
  /** A connection outside the pool, for a LISTEN that holds it as long as the server runs. */
  connect(): Promise<pg.Client>;
  close(): Promise<void>;
}

// From the workspace root: the same path for src/ run through tsx and for the compiled dist/.
export const migrationsFolder = join(workspaceRoot, 'packages', 'server', 'drizzle');

/** The one command that converts a PGlite-era DATA_DIR, documented in README.md. */
export const CONVERT_COMMAND = 'pnpm --filter @lapm/server convert-pglite';

/** A DATA_DIR the server refuses to start on (kept as it is, never wiped). */
export class DataDirError extends Error {}

/**
 * Starts the embedded PostgreSQL in DATA_DIR, or connects to the one of DATABASE_URL, and applies
 * pending migrations: the same driver (a node-postgres pool) and the same code either way.
 */
export async function openDatabase(
  config: Config,
  { convertingPglite = false }: { convertingPglite?: boolean } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { databaseUrl, databaseSchema } = config;
    const pool = await openPostgres(databaseUrl, databaseSchema);
    return {
      db: drizzle({ client: pool, schema }),
      url: databaseUrl,
      driver: 'postgres',
      schema: databaseSchema,
      connect: () => connectClient(databaseUrl, databaseSchema),
      close: () => pool.end(),
    };
  }
  return openEmbedded(config.dataDir, convertingPglite);
}

/** Whether DATA_DIR holds a PGlite database from before the embedded PostgreSQL. */
export function hasPgliteData(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}

async function openEmbedded(dataDir: string, convertingPglite: boolean): Promise<DatabaseHandle> {
  if (!convertingPglite && hasPgliteData(dataDir) && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new DataDirError(
      `Le dossier de données ${dataDir} contient une base PGlite (versions précédentes du site), ` +
        "que le serveur n'ouvre plus. Rien n'a été modifié. Pour la convertir, serveur arrêté, lancez " +
        `une fois : DATA_DIR=${dataDir} ${CONVERT_COMMAND}`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const server = await startEmbeddedPostgres(dataDir);
    try {
      // Few connections: each is a PostgreSQL process of its own (several MB), and on the small
      // server this default targets, four keep the cores busy.
      const pool = await openPostgres(server.url, undefined, 4);
      return {
        db: drizzle({ client: pool, schema }),
        url: server.url,
        driver: 'embedded',
        schema: undefined,
        connect: () => connectClient(server.url, undefined),
        async close() {
          await pool.end();
          await server.stop();
          releaseLock();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The lock files this process holds, to tell its own lock from one a killed predecessor left. */
const heldLocks = new Set<string>();

/**
 * One server per DATA_DIR: a lock file holding the owner's pid. A lock left by a process that no
 * longer runs (killed, out of memory, machine restarted) is taken over, and with it the database
 * that process may have left running (see recoverStaleCluster).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
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

function clientSettings(url: string, schemaName: string | undefined): pg.ClientConfig {
  return {
    connectionString: url,
    // A database that does not answer fails the request in seconds (503) instead of holding it.
    connectionTimeoutMillis: 5_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  };
}

export async function connectClient(url: string, schemaName: string | undefined): Promise<pg.Client> {
  // Keepalive: a connection that only listens sends nothing, and would not notice a dead peer.
  const client = new pg.Client({ ...clientSettings(url, schemaName), keepAlive: true });
  await client.connect();
  return client;
}

/** A pool on `url` (in `schemaName` when given), migrated. */
export async function openPostgres(url: string, schemaName: string | undefined, max = 10): Promise<pg.Pool> {
  const pool = new pg.Pool({ ...clientSettings(url, schemaName), max });
  // An idle connection dropped by a stopped server is reported here; unheard, the event would end
  // the process. The pool opens new connections once the server is back.
  // Once the pool is ending (shutdown), the embedded database stopping right after may still end a
  // connection the pool is closing: that is the shutdown, not a loss.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`Connexion PostgreSQL perdue : ${error.message}`);
  });
  try {
    const client = await pool.connect();
    try {
      // Two instances starting together must not both apply the same migration.
      await client.query('select pg_advisory_lock(7413)');
      if (schemaName) await client.query(`create schema if not exists "${schemaName}"`);
      await migrate(drizzle({ client, schema }), {
        migrationsFolder,
        migrationsSchema: schemaName ?? 'drizzle',
      });
      await seedArticles(drizzle({ client, schema }));
      await seedSiteContent(drizzle({ client, schema }));
      await client.query('select pg_advisory_unlock(7413)');
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
