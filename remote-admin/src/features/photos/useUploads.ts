import { api } from '@lapm/api-client';
import { MAX_PHOTO_BYTES, type Photo, photoMessages } from '@lapm/contracts';
import { errorMessage, errorStatus } from '@lapm/forms';
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

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

/** Two files on the way at once: each gets its bandwidth, and the list moves steadily. */
const PARALLEL_UPLOADS = 2;
const POLL_MS = 1500;

/** Refusals the browser can tell before sending; the server checks the same and more (the content). */
function refusalOf(file: File): string | null {
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge(file.name);
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return photoMessages.heic(file.name);
  return null;
}

/**
 * The uploads of this visit: each file on its own (its progress, its answer, its failure, which
 * never stops the others), then its processing state, polled until it is ready or failed.
 * `onProcessed` is called when a photo is done, for the library to show it.
 */
export function useUploads(onProcessed: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const files = useRef(new Map<number, File>());
  const nextKey = useRef(1);
  const processedRef = useRef(onProcessed);
  processedRef.current = onProcessed;

  const update = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const add = useCallback((chosen: File[]) => {
    const added = chosen.map((file): Upload => {
      const key = nextKey.current++;
      const error = refusalOf(file);
      if (!error) files.current.set(key, file);
      return {
        key,
        name: file.name,
        phase: error ? 'failed' : 'waiting',
        progress: 0,
        error,
        photoId: null,
        retryable: false,
      };
    });
    setUploads((list) => [...list, ...added]);
  }, []);

  useUploadStarts(uploads, files.current, update, setUploads);
  useProcessingPolls(uploads, update, processedRef);

  const retry = useCallback(
    (key: number) => update(key, { phase: 'waiting', progress: 0, error: null, retryable: false }),
    [update],
  );

  return { uploads, add, retry };
}

type Update = (key: number, change: Partial<Upload>) => void;

/** Starts waiting files while fewer than PARALLEL_UPLOADS are on the way. */
function useUploadStarts(
  uploads: Upload[],
  files: Map<number, File>,
  update: Update,
  setUploads: Dispatch<SetStateAction<Upload[]>>,
) {
  const active = useRef(0);
  useEffect(() => {
    for (const upload of uploads) {
      if (active.current >= PARALLEL_UPLOADS) break;
      const file = files.get(upload.key);
      if (upload.phase !== 'waiting' || !file) continue;
      files.delete(upload.key);
      active.current += 1;
      update(upload.key, { phase: 'uploading' });
      api.photos
        .upload(file, (progress) => update(upload.key, { progress }))
        .then(
          (photo) => update(upload.key, { phase: photo.status, progress: 1, photoId: photo.id }),
          (failure: unknown) => {
            // A refusal of the file itself (4xx) would come again; the server's own trouble may pass.
            const status = errorStatus(failure);
            const retryable = status === null || status >= 500;
            if (retryable) files.set(upload.key, file);
            update(upload.key, { phase: 'failed', error: errorMessage(failure), retryable });
          },
        )
        .finally(() => {
          active.current -= 1;
          // A state change, so this effect runs again and starts the next file.
          setUploads((list) => [...list]);
        });
    }
  }, [uploads, files, update, setUploads]);
}

/** Polls the photos being processed, all in one tick, until each is ready or failed. */
function useProcessingPolls(uploads: Upload[], update: Update, processedRef: RefObject<() => void>) {
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
          update(Number(key), { phase: photo.status, error: photo.error });
          if (photo.status === 'ready' || photo.status === 'failed') processedRef.current();
        } catch {
          // A missed poll is tried again at the next tick.
        }
      }
      setPolls((count) => count + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [processingIds, polls, update]);
}
