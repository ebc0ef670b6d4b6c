import { api } from '@lapm/api-client';
import type { Gallery } from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { useState } from 'react';

/** The owner's choice of what her guests see: shown at once, put back if the server refuses. */
export function useHiddenPhotos(albumId: number, photos: Gallery['photos']) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(photos.filter((photo) => photo.hidden).map((photo) => photo.id)),
  );
  const [hideError, setHideError] = useState<string | null>(null);
  function toggleHidden(photoId: string) {
    const wanted = !hidden.has(photoId);
    const change = (hide: boolean) =>
      setHidden((current) => {
        const next = new Set(current);
        if (hide) next.add(photoId);
        else next.delete(photoId);
        return next;
      });
    change(wanted);
    setHideError(null);
    api.galleries.setHidden(albumId, photoId, wanted).catch((failure: unknown) => {
      change(!wanted);
      setHideError(errorMessage(failure));
    });
  }
  return { hidden, hideError, toggleHidden };
}
