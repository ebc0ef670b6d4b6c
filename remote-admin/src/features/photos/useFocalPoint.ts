import { api } from '@lapm/api-client';
import { defaultFocalPoint, type FocalPoint, type Photo } from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { useRef, useState } from 'react';

/**
 * The photo's focal point as shown, saved at each change. A change made while a save is under way
 * waits for it, and only the latest is sent: the mark on screen is what the site ends up with.
 */
export function useFocalPoint(photo: Photo, onChange: (photo: Photo) => void) {
  const [point, setPoint] = useState<FocalPoint>(photo.focal_point ?? defaultFocalPoint);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const wanted = useRef<FocalPoint | null>(null);
  const saving = useRef(false);

  async function choose(next: FocalPoint) {
    setPoint(next);
    setSaved(false);
    wanted.current = next;
    if (saving.current) return;
    saving.current = true;
    try {
      while (wanted.current) {
        const sent = wanted.current;
        wanted.current = null;
        onChange(await api.photos.setFocalPoint(photo.id, sent));
      }
      setError(null);
      setSaved(true);
    } catch (failure) {
      wanted.current = null;
      setError(errorMessage(failure));
    } finally {
      saving.current = false;
    }
  }

  return { point, error, saved, choose: (next: FocalPoint) => void choose(next) };
}
