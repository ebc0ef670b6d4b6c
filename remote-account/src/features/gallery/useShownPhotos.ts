import type { Gallery } from '@lapm/contracts';
import { PHOTO_PARAM } from '@lapm/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toPicture } from './photos';

/** The photos the grid and the viewer show: all of them, or only the favourites. */
export function useShownPhotos(gallery: Gallery, favourites: ReadonlySet<string>, onlyFavourites: boolean) {
  const pictures = useMemo(
    () => new Map(gallery.photos.map((photo) => [photo.id, toPicture(photo)])),
    [gallery],
  );
  // The photo open in the viewer stays in the list of favourites after its heart is taken back:
  // the viewer stays on it, and the next one follows.
  const open = useSearchParams()[0].get(PHOTO_PARAM);
  const shown = onlyFavourites
    ? gallery.photos.filter((photo) => favourites.has(photo.id) || photo.id === open)
    : gallery.photos;
  const shownPictures = useMemo(
    () => shown.map((photo) => pictures.get(photo.id) ?? toPicture(photo)),
    [shown, pictures],
  );
  return { shown, shownPictures };
}
