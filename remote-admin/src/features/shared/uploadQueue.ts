/**
 * The upload of a lot of photos (an album's séance, the library's), apart from React so it can be
 * tested alone: hundreds of files, PARALLEL at a time, one progress for the lot (bytes), each
 * file's fate on its own. A file the server refuses (not a photo) is named and the others go on.
 * Lost connections are the uploader's to bear (the gallery's tus client tries again from the last
 * byte the server has, for about a minute); a file it gives up on waits for « Réessayer ».
 */

export type UploadState = 'waiting' | 'uploading' | 'sent' | 'refused' | 'failed';

export interface QueuedFile {
  key: number;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes of this file that have left the browser in the current attempt. */
  sent: number;
  /** Times it was sent, « Réessayer » included. */
  attempts: number;
  /** Why it was refused or failed, in French, naming the file. */
  error: string | null;
}

export interface UploadSummary {
  /** Files accepted in the lot (refused ones aside), those the server has, those given up on. */
  total: number;
  sent: number;
  failed: number;
  /** Bytes the server has (or on their way) against bytes to send, for the one progress bar. */
  bytesSent: number;
  bytesTotal: number;
  /** Files still waiting or on the way. */
  active: boolean;
}

/** How one attempt failed: `refused` is about the file itself (it would fail again). */
export interface UploadFailure {
  message: string;
  kind: 'refused' | 'connection' | 'server';
}

export type Uploader<R> = (file: File, onProgress: (bytesSent: number) => void) => Promise<R>;

export const PARALLEL = 2;

export interface QueueOptions<R> {
  upload: Uploader<R>;
  /** Turns a rejection into its kind and French message. */
  describe: (failure: unknown, file: File) => UploadFailure;
  /** A refusal the browser can tell before sending (a file that is no image), or null. */
  precheck?: (file: File) => string | null;
  /** The server's answer for the file of `key`, once it has it all. */
  onUploaded?: (result: R, key: number) => void;
  parallel?: number;
}

/** A file just added: waiting its turn, or refused before sending. */
function queuedFile(key: number, blob: File, refusal: string | null): QueuedFile {
  return {
    key,
    name: blob.name,
    size: blob.size,
    state: refusal ? 'refused' : 'waiting',
    sent: 0,
    attempts: 0,
    error: refusal,
  };
}

/** The listeners told of each change, and the snapshot React reads between changes. */
function createSnapshots(initial: QueuedFile[]) {
  const listeners = new Set<() => void>();
  let snapshot: { files: QueuedFile[]; summary: UploadSummary } = {
    files: initial,
    summary: summarize(initial),
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
    emit(files: QueuedFile[]) {
      snapshot = { files, summary: summarize(files) };
      for (const listener of listeners) listener();
    },
  };
}

/** The lot's files as shown, and the bytes still held for those that may be sent (again). */
function createLot() {
  let files: QueuedFile[] = [];
  const blobs = new Map<number, File>();
  let nextKey = 1;
  return {
    files: () => files,
    blob: (key: number) => blobs.get(key),
    change(key: number, patch: Partial<QueuedFile>) {
      files = files.map((file) => (file.key === key ? { ...file, ...patch } : file));
    },
    add(blob: File, refusal: string | null) {
      const key = nextKey++;
      if (!refusal) blobs.set(key, blob);
      files = [...files, queuedFile(key, blob, refusal)];
    },
    /** Its bytes are let go: sent, or refused (it would be refused again). */
    forget: (key: number) => blobs.delete(key),
    /** A failed file whose bytes are still held. */
    retryable: (key: number) => files.find((file) => file.key === key)?.state === 'failed' && blobs.has(key),
    /** Keeps only the failed files (and their bytes). */
    clearSettled() {
      for (const file of files) if (file.state !== 'failed') blobs.delete(file.key);
      files = files.filter((file) => file.state === 'failed');
    },
  };
}

export function createUploadQueue<R>(options: QueueOptions<R>) {
  const parallel = options.parallel ?? PARALLEL;
  const lot = createLot();
  let running = 0;
  const snapshots = createSnapshots(lot.files());
  const emit = () => snapshots.emit(lot.files());
  const requeue = (key: number) => lot.change(key, { state: 'waiting', error: null, sent: 0 });

  /** Starts waiting files while fewer than `parallel` are on the way, then tells the listeners. */
  function pump() {
    for (const file of lot.files()) {
      if (running >= parallel) break;
      if (file.state !== 'waiting') continue;
      const blob = lot.blob(file.key);
      if (!blob) continue;
      running += 1;
      lot.change(file.key, { state: 'uploading', sent: 0, attempts: file.attempts + 1, error: null });
      void attempt(file.key, blob);
    }
    emit();
  }

  async function attempt(key: number, blob: File) {
    try {
      const result = await options.upload(blob, (bytes) => {
        lot.change(key, { sent: Math.min(bytes, blob.size) });
        emit();
      });
      lot.forget(key);
      lot.change(key, { state: 'sent', sent: blob.size, error: null });
      options.onUploaded?.(result, key);
    } catch (failure) {
      const { kind, message } = options.describe(failure, blob);
      if (kind === 'refused') lot.forget(key);
      lot.change(key, { state: kind === 'refused' ? 'refused' : 'failed', sent: 0, error: message });
    }
    running -= 1;
    pump();
  }

  return {
    subscribe: snapshots.subscribe,
    snapshot: snapshots.snapshot,
    add(chosen: readonly File[]) {
      for (const blob of chosen) lot.add(blob, options.precheck?.(blob) ?? null);
      pump();
    },
    /** Sends a failed file again (its bytes are still held). */
    retry(key: number) {
      if (!lot.retryable(key)) return;
      requeue(key);
      pump();
    },
    /** Sends every failed file again, as « Réessayer » does for one. */
    retryAll() {
      for (const file of lot.files()) if (lot.retryable(file.key)) requeue(file.key);
      pump();
    },
    /** Forgets what is done: the next lot's count and progress start afresh. */
    clearSettled() {
      if (lot.files().some((file) => file.state === 'waiting' || file.state === 'uploading')) return;
      lot.clearSettled();
      emit();
    },
  };
}

export type UploadQueue<R> = ReturnType<typeof createUploadQueue<R>>;

function summarize(files: readonly QueuedFile[]): UploadSummary {
  let total = 0;
  let sent = 0;
  let failed = 0;
  let bytesSent = 0;
  let bytesTotal = 0;
  let active = false;
  for (const file of files) {
    if (file.state === 'refused') continue;
    total += 1;
    bytesTotal += file.size;
    if (file.state === 'sent') {
      sent += 1;
      bytesSent += file.size;
    } else if (file.state === 'failed') {
      // Not done: the bar stops short of full, as the count does, until « Réessayer » sends it.
      failed += 1;
    } else {
      bytesSent += file.sent;
      active = true;
    }
  }
  return { total, sent, failed, bytesSent, bytesTotal, active };
}
