import { galleryWithAddresses } from '@lapm/api-client/gallery-addresses';
import { useServedValue } from '@lapm/api-client/page-data';
import { type Gallery, type GalleryData, galleryRoute, visitorLoaders } from '@lapm/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../shared/outcome';
import { visitorSource } from '../shared/visitorSource';

/** The gallery's loader, the one the server draws its first screen with (docs/decisions/0026). */
const loader = visitorLoaders[galleryRoute];

export type GalleryState =
  | { status: 'loading' }
  | { status: 'locked' }
  | { status: 'error'; message: string }
  /** Past its last day, to its owner or a browser its code let in: « Expiré le … » and whom to ask. */
  | { status: 'expired'; message: string }
  /**
   * `served`: the view started from the gallery the server gave the page, and the API's answer
   * only brought the photos its first screen left out (or nothing new).
   */
  | { status: 'ready'; gallery: Gallery; served?: boolean };

/** Two JSON values alike, whatever the order of their keys (the API client's parse reorders them). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The API's gallery is the server's first screen with the rest of its photos: the same album,
 * rights, selection and favourites, and each photo the server drew unchanged. The screen then
 * stays as drawn (and what she has begun on it), the other photos joining it.
 */
export function extendsServed(served: Gallery, read: Gallery): boolean {
  const { photos: drawn, ...settings } = served;
  const { photos, ...readSettings } = read;
  if (!sameValue(settings, readSettings)) return false;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return drawn.every((photo) => sameValue(photo, byId.get(photo.id)));
}

/**
 * The gallery of album `albumId` as this visitor may see it, read from the API on every visit
 * (and again on `reload`, once the code is given).
 */
export function useGalleryState(albumId: number | null) {
  // The server gives the gallery when it renders its first screen for a visitor it lets in
  // (docs/decisions/0023): shown at once, then read again like any other visit.
  const served = useServedValue<GalleryData>(loader.key({}));
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
    loader.load(visitorSource, { albumId: String(albumId) }).then(
      (data) => {
        if (!current) return;
        if (data === null) return setState({ status: 'locked' });
        const gallery = galleryWithAddresses(albumId, data);
        // The server's first screen with more photos keeps the view in place: a new view (a
        // remount) would redraw every photo and its links under her finger.
        setState((before) =>
          before.status === 'ready' && before.served && extendsServed(before.gallery, gallery)
            ? { status: 'ready', gallery, served: true }
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
