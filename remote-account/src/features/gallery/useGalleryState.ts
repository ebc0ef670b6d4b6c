import { api } from '@lapm/api-client';
import { galleryWithAddresses } from '@lapm/api-client/gallery-addresses';
import { useServedValue } from '@lapm/api-client/page-data';
import { GALLERY_KEY, type Gallery, type GalleryData } from '@lapm/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../shared/outcome';

export type GalleryState =
  | { status: 'loading' }
  | { status: 'locked' }
  | { status: 'error'; message: string }
  /** Past its last day, to its owner or a browser its code let in: « Expiré le … » and whom to ask. */
  | { status: 'expired'; message: string }
  /** `served`: the gallery the server gave the page, until the API's own answer differs from it. */
  | { status: 'ready'; gallery: Gallery; served?: boolean };

const sameGallery = (a: Gallery, b: Gallery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The gallery of album `albumId` as this visitor may see it, read from the API on every visit
 * (and again on `reload`, once the code is given).
 */
export function useGalleryState(albumId: number | null) {
  // The server gives the gallery when it renders its first screen for a visitor it lets in
  // (docs/decisions/0023): shown at once, then read again like any other visit.
  const served = useServedValue<GalleryData>(GALLERY_KEY);
  const [state, setState] = useState<GalleryState>(() =>
    served && albumId !== null
      ? { status: 'ready', gallery: galleryWithAddresses(albumId, served), served: true }
      : { status: 'loading' },
  );
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((count) => count + 1), []);

  useEffect(() => {
    if (albumId === null) return;
    let current = true;
    void reads;
    api.galleries.get(albumId).then(
      (gallery) => {
        if (!current) return;
        // The same gallery as the server's keeps the screen as it is (and what she has begun on it).
        setState((before) =>
          before.status === 'ready' && sameGallery(before.gallery, gallery)
            ? before
            : { status: 'ready', gallery },
        );
      },
      (failure: unknown) => {
        if (!current) return;
        const status = failure instanceof Error && 'status' in failure ? failure.status : null;
        setState(
          status === 404 || status === 401 || status === 403
            ? { status: 'locked' }
            : status === 410
              ? { status: 'expired', message: failureText(failure) }
              : { status: 'error', message: failureText(failure) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [albumId, reads]);

  return { state, setState, reload };
}
