import { api } from '@lapm/api-client';
import type { Gallery } from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { useMemo, useState } from 'react';

/** The owner's choice of what her guests see: shown at once, put back if the server refuses. */
export function useHiddenPhotos(albumId: number, photos: Gallery['photos']) {
  // Her own changes over the server's: photos that join the list later (the rest of the first
  // screen's gallery) keep the state the server gave them.
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const hidden = useMemo(
    () => new Set(photos.filter((photo) => changes.get(photo.id) ?? photo.hidden).map((photo) => photo.id)),
    [photos, changes],
  );
  const [hideError, setHideError] = useState<string | null>(null);
  function toggleHidden(photoId: string) {
    const wanted = !hidden.has(photoId);
    const change = (hide: boolean) => setChanges((current) => new Map(current).set(photoId, hide));
    change(wanted);
    setHideError(null);
    api.galleries.setHidden(albumId, photoId, wanted).catch((failure: unknown) => {
      change(!wanted);
      setHideError(errorMessage(failure));
    });
  }
  return { hidden, hideError, toggleHidden };
}
