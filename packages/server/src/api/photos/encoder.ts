import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EncodedPhoto, VariantProfile } from '@lapm/images/pipeline';
import sharp from 'sharp';

/**
 * Photos are encoded in a process of their own, one at a time, whichever queue asks (the
 * library's, the galleries'). libvips cannot be interrupted once an encode has started, and a Node
 * process does not exit before its encodes end (a large AVIF takes seconds): in the server's own
 * process, a stop asked by the host waited for them, past the 10 s after which hosts kill. This
 * process is killed instead, the photo's job handed back and retried. It also keeps libvips'
 * memory out of the server's, and it ends once idle.
 */

export interface EncodeOptions {
  limitInputPixels: number;
  profile: VariantProfile;
}

/** What the server sends the encoder's process, and what it answers. */
export interface EncodeRequest {
  input: Uint8Array;
  options: EncodeOptions;
}
export type EncoderReply = { encoded: EncodedPhoto } | { unreadable: string };

/** The photo itself cannot be read (truncated, damaged, not a photo): trying again would fail again. */
export class UnreadablePhoto extends Error {}

/** The encode did not end: stopped (its signal), or its process died. Worth trying again. */
export class EncodeInterrupted extends Error {}

/** libvips in a server's process: one thread (the pages keep the other core), no cache of decoded images. */
export function useOneImageThread() {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** An idle encoder's process stays this long for the next photo of an upload, then ends. */
const IDLE_MS = 30_000;

// Compiled, the encoder is dist/photo-encoder.js beside main.js; from the sources, under tsx.
const compiled = !import.meta.url.endsWith('.ts');
const entry = fileURLToPath(
  new URL(compiled ? './photo-encoder.js' : './encoder-process.ts', import.meta.url),
);
const execArgv = compiled
  ? []
  : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

/**
 * What the encoder's process is told of the server's environment: its memory setting, none of its
 * secrets (database, mail, storage keys): it decodes uploaded files, the bytes the server trusts least.
 */
function encoderEnv(): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'NODE_ENV', 'MALLOC_ARENA_MAX'];
  return Object.fromEntries(
    kept.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])),
  );
}

let child: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;
let last: Promise<unknown> = Promise.resolve();
let pending = 0;

function encoderProcess(): ChildProcess {
  clearTimeout(idle);
  // One told to end (idle) may not have ended yet: it takes no more photos.
  if (!child?.connected) {
    const started = fork(entry, [], {
      execArgv,
      env: encoderEnv(),
      serialization: 'advanced',
      stdio: 'inherit',
    });
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    // The encode under way hears of it (`encodeOnce`); unheard, an error would end the server.
    started.on('error', () => undefined);
    child = started;
  }
  // Busy, it keeps the server's process alive; idle, it does not (see `rest`).
  child.ref();
  child.channel?.ref();
  return child;
}

function rest(worker: ChildProcess) {
  worker.unref();
  worker.channel?.unref();
  idle = setTimeout(() => worker.connected && worker.disconnect(), IDLE_MS);
  idle.unref();
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

function encodeOnce(request: EncodeRequest, signal: AbortSignal): Promise<EncodedPhoto> {
  if (signal.aborted) return Promise.reject(new EncodeInterrupted('encodage arrêté'));
  const worker = encoderProcess();
  return new Promise<EncodedPhoto>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      worker.off('message', onReply);
      worker.off('exit', onExit);
      worker.off('error', onError);
      signal.removeEventListener('abort', onAbort);
      if (worker.exitCode === null && worker.signalCode === null) rest(worker);
      outcome();
    };
    const onReply = (reply: EncoderReply) =>
      settle(() =>
        'unreadable' in reply
          ? reject(new UnreadablePhoto(reply.unreadable))
          : resolve({
              ...reply.encoded,
              files: reply.encoded.files.map((file) => ({ ...file, data: asBuffer(file.data) })),
            }),
      );
    const onExit = (code: number | null, killedBy: string | null) =>
      settle(() => reject(new EncodeInterrupted(`encodeur arrêté (${killedBy ?? code})`)));
    // Not started (no memory left for a process), or the photo could not be sent to it.
    const onError = (error: Error) => {
      worker.kill('SIGKILL');
      settle(() => reject(new EncodeInterrupted(`encodeur injoignable : ${error.message}`)));
    };
    const onAbort = () => worker.kill('SIGKILL');
    worker.on('message', onReply);
    worker.once('exit', onExit);
    worker.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    worker.send(request);
  });
}

/**
 * A photo into the variants of its profile, in the encoder's process, after the encodes asked
 * before it. `signal` stops it at once, waiting or under way (the process is killed).
 */
export function encodeApart(
  input: Buffer,
  options: EncodeOptions,
  signal: AbortSignal,
): Promise<EncodedPhoto> {
  const run = () => encodeOnce({ input, options }, signal);
  const turn = last.then(run, run);
  pending += 1;
  last = turn
    .catch(() => undefined)
    .finally(() => {
      pending -= 1;
    });
  const stopped = new Promise<never>((_, reject) => {
    const onAbort = () => reject(new EncodeInterrupted('encodage arrêté'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    void turn.then(
      () => signal.removeEventListener('abort', onAbort),
      () => signal.removeEventListener('abort', onAbort),
    );
  });
  return Promise.race([turn, stopped]);
}

/**
 * The encoder's process of this module, while there is one: each test worker thread has its own
 * module and process, all children of the same Node process, which its pid alone tells apart.
 */
export const encoderPid = (): number | undefined => child?.pid;

/**
 * Ends the encoder's process now when no photo waits for it: a closing app leaves none behind
 * (tests build many apps in one process). A photo asked later starts a new one.
 */
export function endIdleEncoder() {
  if (pending > 0 || !child?.connected) return;
  clearTimeout(idle);
  child.disconnect();
}
