import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is server markup (on the server, and in the browser until hydration has
 * run); true from then on, and at once for a page the browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
