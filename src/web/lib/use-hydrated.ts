import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is server markup (on the server, and in the browser until hydration has
 * run); true from then on, and at once for a page the browser draws itself. With `matters` false
 * it is always true: the caller does not care, and React need not draw it again after hydration.
 */
export function useHydrated(matters = true): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => !matters,
  );
}
