import { api } from '@lapm/api-client';
import { MAX_PHOTO_BYTES, type Photo, photoMessages } from '@lapm/contracts';
import { errorMessage, errorStatus } from '@lapm/forms';
import {
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createUploadQueue, type QueuedFile, type UploadFailure } from '../shared/uploadQueue';

export type UploadPhase = 'waiting' | 'uploading' | Photo['status'];

export interface Upload {
  key: number;
  name: string;
  phase: UploadPhase;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  /** Why the file was refused or failed, in French, naming it. */
  error: string | null;
  photoId: string | null;
  /** The server could not take it (storage down, disk full, network): the file is kept to send again. */
  retryable: boolean;
}

/** A photo the server has, and where its processing is. */
interface Received {
  photoId: string;
  phase: Photo['status'];
  error: string | null;
}

const POLL_MS = 1500;

/** Refusals the browser can tell before sending; the server checks the same and more (the content). */
function refusalOf(file: File): string | null {
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge(file.name);
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return photoMessages.heic(file.name);
  return null;
}

/** A refusal of the file itself (4xx) would come again; the server's own trouble may pass. */
function failureOf(failure: unknown): UploadFailure {
  const status = errorStatus(failure);
  const kind = status === null ? 'connection' : status >= 500 ? 'server' : 'refused';
  return { kind, message: errorMessage(failure) };
}

/** A file of the queue as the library shows it: sent, it is where its processing is. */
function uploadOf(file: QueuedFile, received: Received | undefined): Upload {
  const shown = { key: file.key, name: file.name, photoId: received?.photoId ?? null, retryable: false };
  if (received) return { ...shown, phase: received.phase, progress: 1, error: received.error };
  if (file.state === 'refused' || file.state === 'failed')
    return { ...shown, phase: 'failed', progress: 0, error: file.error, retryable: file.state === 'failed' };
  return {
    ...shown,
    phase: file.state === 'waiting' ? 'waiting' : 'uploading',
    progress: file.size ? file.sent / file.size : 0,
    error: null,
  };
}

/**
 * The uploads of this visit (the shared upload queue: each file on its own, its progress, its
 * answer, its failure, which never stops the others), then each photo's processing, polled until
 * it is ready or failed. `onProcessed` is called when a photo is done, for the library to show it.
 */
export function useUploads(onProcessed: () => void) {
  const [received, setReceived] = useState<ReadonlyMap<number, Received>>(new Map());
  const processedRef = useRef(onProcessed);
  processedRef.current = onProcessed;
  const note = useCallback((key: number, photo: Received) => {
    setReceived((map) => new Map(map).set(key, photo));
  }, []);
  const queue = useMemo(
    () =>
      createUploadQueue<Photo>({
        upload: (file, onProgress) => api.photos.upload(file, (fraction) => onProgress(fraction * file.size)),
        describe: failureOf,
        precheck: refusalOf,
        onUploaded: (photo, key) => note(key, { photoId: photo.id, phase: photo.status, error: null }),
      }),
    [note],
  );
  const { files } = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const uploads = files.map((file) => uploadOf(file, received.get(file.key)));
  useProcessingPolls(uploads, note, processedRef);
  return { uploads, add: queue.add, retry: queue.retry };
}

/** Polls the photos being processed, all in one tick, until each is ready or failed. */
function useProcessingPolls(
  uploads: Upload[],
  note: (key: number, photo: Received) => void,
  processedRef: RefObject<() => void>,
) {
  const processing = uploads.filter((u) => u.photoId && (u.phase === 'pending' || u.phase === 'processing'));
  const processingIds = processing.map((u) => `${u.key}:${u.photoId}`).join(',');
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!processingIds) return;
    const timer = setTimeout(async () => {
      for (const entry of processingIds.split(',')) {
        const [key, id] = entry.split(':') as [string, string];
        try {
          const photo = await api.photos.get(id);
          note(Number(key), { photoId: id, phase: photo.status, error: photo.error });
          if (photo.status === 'ready' || photo.status === 'failed') processedRef.current();
        } catch {
          // A missed poll is tried again at the next tick.
        }
      }
      setPolls((count) => count + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [processingIds, polls, note, processedRef]);
}
