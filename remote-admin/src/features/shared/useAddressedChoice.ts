import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A choice of the screen kept in its address (`?param=value`), so that a reload, or the link she
 * copied, opens the screen on it again. Written in place, not as a new entry of the history:
 * « Précédent » leaves the screen, as the leave guard expects. `read` gives the known choice an
 * address names, or undefined; the address then names nothing and the screen opens on `fallback`.
 * `initial`, when given, wins over the address (back from a preview, the choice she had).
 */
export function useAddressedChoice<T extends string>(
  param: string,
  read: (value: string) => T | undefined,
  fallback: T,
  initial?: T,
) {
  const [search, setSearch] = useSearchParams();
  const addressed = read(search.get(param) ?? '') ?? fallback;
  const [choice, setChoice] = useState<T>(initial ?? addressed);
  useEffect(() => {
    if (addressed !== choice) setSearch(choice === fallback ? {} : { [param]: choice }, { replace: true });
  }, [choice]);
  return [choice, setChoice] as const;
}
