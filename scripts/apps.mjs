// The five front-end apps and how to build them, shared by the start, dev and size scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const apps = ['shell', 'remote-marketing', 'remote-blog', 'remote-account', 'remote-admin'];

const builtMarker = (app) => join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** An app needs a build when it has none, or when its sources or a shared package changed since. */
export function needsBuild(app) {
  const marker = builtMarker(app);
  if (!existsSync(marker)) return true;
  const sources = Math.max(newestMtime(join(root, app)), newestMtime(join(root, 'packages')));
  return sources > statSync(marker).mtimeMs;
}

export function rsbuild(app, args, options = {}) {
  const require = createRequire(join(root, app, 'package.json'));
  const bin = join(require.resolve('@rsbuild/core/package.json'), '..', 'bin', 'rsbuild.js');
  return spawn(process.execPath, [bin, ...args], { cwd: join(root, app), stdio: 'inherit', ...options });
}

export function buildApp(app) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    rsbuild(app, ['build']).on('exit', (code) =>
      code === 0
        ? resolvePromise(performance.now() - started)
        : reject(new Error(`La construction de ${app} a échoué (code ${code}).`)),
    );
  });
}

/**
 * Runs the image pipeline (packages/images): with `--manifest`, only the typed manifest the
 * marketing remote imports, which must exist before it builds; without, the files too.
 */
export function runImages(args = []) {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: join(root, 'packages', 'images'),
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`La chaîne d'images a échoué (code ${status}).`);
}

/** Builds the given apps two at a time (two cores is the common case). */
export async function buildAll(list) {
  runImages(['--manifest']);
  const queue = [...list];
  const times = {};
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) times[app] = await buildApp(app);
  };
  await Promise.all([worker(), worker()]);
  return times;
}

const serverDir = join(root, 'packages', 'server');
const serverBuilt = join(serverDir, 'dist', 'main.js');

/** The server needs a build when dist/main.js is missing or older than its sources or the packages. */
export function serverNeedsBuild() {
  if (!existsSync(serverBuilt)) return true;
  const sources = Math.max(newestMtime(join(root, 'packages')), newestMtime(join(root, 'pnpm-lock.yaml')));
  return sources > statSync(serverBuilt).mtimeMs;
}

/** Compiles the server into packages/server/dist (see its rsbuild.config.ts). */
export function buildServer() {
  return new Promise((resolvePromise, reject) => {
    rsbuild(join('packages', 'server'), ['build']).on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`La construction du serveur a échoué (code ${code}).`)),
    );
  });
}

/**
 * The server's heap, sized for its ~30 MiB of live data: with Node's defaults (a 32 MiB young
 * generation, an old one sized from the machine's memory and so collected late), 60 to 70 MiB more
 * stayed resident after `pnpm bench`'s load. 256 MiB is still eight times the live data. Also in
 * packages/server's `start` script, the bench (packages/server/scripts/local-server.ts) and the
 * documented production command.
 */
const serverNodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=256'];

/**
 * glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core) and keeps
 * their freed pages: the decoded pixels of a 24-megapixel photo, passed between libvips' and
 * libuv's threads, left ~180 MiB more resident at the queue's peak (BENCHMARKS.md). Two arenas are
 * enough for one libvips thread and the event loop. Read by glibc when the process starts: so it is
 * set in its environment (one given by whoever starts it wins).
 * Also in packages/server's `start` script, the bench and the documented production command.
 */
const serverMallocEnv = { MALLOC_ARENA_MAX: '2' };

/** Starts the server: its TypeScript through tsx for development, the compiled dist/main.js otherwise. */
export function startServer(env = {}, options = {}, { compiled = false } = {}) {
  const entry = compiled ? [...serverNodeFlags, 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  return spawn(process.execPath, entry, {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...serverMallocEnv, ...process.env, ...env },
    ...options,
  });
}
