import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { DataStore, Resource } from './data-store';

export const DataStoreContext = createContext<DataStore | null>(null);

/** The page's store of server answers (see <AppShell>). */
export function useDataStore(): DataStore {
  const store = useContext(DataStoreContext);
  if (!store) throw new Error('useDataStore must be used inside <AppShell>');
  return store;
}

/** Pending: no data yet and no error (loading, or waiting to be enabled). */
export type ResourceState<T> =
  | { data: undefined; error: undefined; isPending: true; isError: false; isSuccess: false }
  | { data: undefined; error: Error; isPending: false; isError: true; isSuccess: false }
  | { data: T; error: Error | undefined; isPending: false; isError: false; isSuccess: true };

type Options = { enabled?: boolean; retry?: (failures: number, error: Error) => boolean };

/**
 * One server answer from the store, loaded when missing or stale (`null` as key: nothing to load
 * yet). The stored data is shown while a stale entry loads again.
 */
export function useResource<T>(
  key: string,
  fetcher: () => Promise<T>,
  { enabled = true, retry }: Options = {},
): ResourceState<T> {
  const store = useDataStore();
  const read = () => store.read<T>(key);
  const entry: Resource<T> = useSyncExternalStore(store.subscribe, read, read);
  const needsLoad = enabled && entry.stale && !entry.loading;
  useEffect(() => {
    if (needsLoad) void store.load(key, fetcher, retry);
    // The fetcher belongs to the key; a new function for the same key needs no new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLoad, key, store]);
  if (entry.data !== undefined) {
    return {
      data: entry.data,
      error: entry.error,
      isPending: false,
      isError: false,
      isSuccess: true,
    };
  }
  if (entry.error) {
    return {
      data: undefined,
      error: entry.error,
      isPending: false,
      isError: true,
      isSuccess: false,
    };
  }
  return { data: undefined, error: undefined, isPending: true, isError: false, isSuccess: false };
}
