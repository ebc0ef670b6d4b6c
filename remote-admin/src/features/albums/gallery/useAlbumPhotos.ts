import { errorMessage } from '@lapm/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { galleryCalls } from './calls';
import type { AdminAlbumPhoto, AdminAlbumPhotos } from './model';

/** While a photo is being processed, the list is read again this often. */
export const POLL_MS = 2000;

export type AlbumPhotosState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: AdminAlbumPhotos };

/**
 * The album's photos, settings, selection and downloads, read again while any photo is still
 * processing (its thumbnail appears once ready), and after each change the screen makes.
 */
export function useAlbumPhotos(albumId: number) {
  const [state, setState] = useState<AlbumPhotosState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const latest = useRef(0);

  const reload = useCallback(() => setReads((count) => count + 1), []);

  useEffect(() => {
    const read = ++latest.current;
    void reads;
    galleryCalls.load(albumId).then(
      (data) => {
        if (read === latest.current) setState({ status: 'ready', data });
      },
      (failure: unknown) => {
        // A failed poll keeps what is shown; only the first read shows the error.
        if (read === latest.current)
          setState((current) =>
            current.status === 'ready' ? current : { status: 'error', message: errorMessage(failure) },
          );
      },
    );
  }, [albumId, reads]);

  const processing =
    state.status === 'ready' && state.data.photos.some((photo) => photo.status === 'processing');
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, reload, state]);

  /** A photo just sent shows at once, before the next read. */
  const addPhoto = useCallback((photo: AdminAlbumPhoto) => {
    setState((current) =>
      current.status === 'ready' && !current.data.photos.some((known) => known.id === photo.id)
        ? { status: 'ready', data: { ...current.data, photos: [...current.data.photos, photo] } }
        : current,
    );
  }, []);

  const patch = useCallback((change: Partial<AdminAlbumPhotos>) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: { ...current.data, ...change } } : current,
    );
  }, []);

  return { state, reload, addPhoto, patch };
}
