import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { useEffect, useState } from 'react';

/**
 * The library photos the text names, loaded once each, for their thumbnails: the text holds
 * only their ids. A photo that no longer loads is left out (the preview and the save say why).
 */
export function useBodyPhotos(ids: readonly string[]): Photo[] {
  const [known, setKnown] = useState<ReadonlyMap<string, Photo>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    const missing = key.split(',').filter((id) => id !== '' && !known.has(id));
    if (missing.length === 0) return;
    let current = true;
    void Promise.allSettled(missing.map((id) => api.photos.get(id))).then((results) => {
      if (!current) return;
      const loaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (loaded.length > 0) setKnown((map) => new Map([...map, ...loaded.map((p) => [p.id, p] as const)]));
    });
    return () => {
      current = false;
    };
  }, [key, known]);
  return ids.flatMap((id) => {
    const photo = known.get(id);
    return photo ? [photo] : [];
  });
}
