import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates what the server sent (and in the server's render), true once the
 * page is the app's: React renders the server snapshot first, so the markup matches, then the
 * client one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
