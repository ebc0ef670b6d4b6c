import type { Image } from '@lapm/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { imageKey, type Photo } from '../Picture/Picture';

/**
 * The query parameter that names the photo open in a viewer: `?photo=<key>`. Every viewer of
 * the site (portfolio, articles, a client's gallery) reads it, so that a photo has its own
 * address and the phone's Back closes the viewer.
 */
export const PHOTO_PARAM = 'photo';

/** Marks the history entry the viewer pushed: closing it is going back to the page's own. */
const PUSHED = 'photoViewer';

/** A photo's key in the address: its file's name (a drawn placeholder's own name). */
export const photoAddressKey = (image: Image | Photo): string => {
  const key = imageKey(image);
  return key.slice(key.lastIndexOf('/') + 1);
};

/** A photo shown twice in one list (a demo pool drawn larger than itself) gets `~2`, `~3`… */
function uniqueKeys(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}~${count}`;
  });
}

export interface PhotoAddress {
  /** The photo the address names among `keys`, once the app runs; null when none is open. */
  index: number | null;
  /** Opens the viewer on a photo: a new history entry, which Back leaves. */
  open(index: number): void;
  /** Another photo in the open viewer: the same entry, so that Back still closes the viewer. */
  show(index: number): void;
  /** Closes the viewer: back to the entry it came from, or the page's address without the photo. */
  close(): void;
}

/**
 * The open photo of a viewer, kept in the page's address. Read once the app has started: the
 * server's page and its hydration show the page, the viewer opens right after.
 */
export function usePhotoAddress(photoKeys: readonly string[]): PhotoAddress {
  const keys = uniqueKeys(photoKeys);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);

  const named = params.get(PHOTO_PARAM);
  const found = named === null ? -1 : keys.indexOf(named);
  const pushed = Boolean((location.state as Record<string, unknown> | null)?.[PUSHED]);

  const address = (key: string | null) => {
    const next = new URLSearchParams(location.search);
    if (key === null) next.delete(PHOTO_PARAM);
    else next.set(PHOTO_PARAM, key);
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  };
  const keyAt = (index: number) => keys[index] ?? null;

  return {
    index: started && found >= 0 ? found : null,
    open: (index) => navigate(address(keyAt(index)), { state: { [PUSHED]: true }, preventScrollReset: true }),
    show: (index) =>
      navigate(address(keyAt(index)), { replace: true, state: location.state, preventScrollReset: true }),
    close: () => {
      if (pushed) navigate(-1);
      else navigate(address(null), { replace: true, preventScrollReset: true });
    },
  };
}
