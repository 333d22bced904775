import { QueryClient, type Query } from '@tanstack/react-query';

/** Picks entries of the cache by the name their key starts with ('catalogue', 'owned/…'). */
export type KeyFilter = (name: string) => boolean;

/**
 * The app's one data cache (TanStack Query), on the server per render and in the browser for the
 * whole visit. The server render fills one and sends it along with the markup (`dehydrate`); the
 * browser starts from that copy (`hydrate`), so a rendered page asks the API for nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

const named = (matches: KeyFilter) => ({
  predicate: (query: Query) => {
    const [name] = query.queryKey;
    return typeof name === 'string' && matches(name);
  },
});

/** Writes an answer; one that was on its way for the same entry is dropped (it may predate this). */
export function writeData<T>(client: QueryClient, name: string, data: T): void {
  void client.cancelQueries({ queryKey: [name] });
  client.setQueryData<T>([name], data);
}

/**
 * Marks the matching entries stale: the ones on screen load again (an answer on its way is
 * dropped), the rest when next read. Their data stays on screen meanwhile.
 */
export function invalidateData(client: QueryClient, matches: KeyFilter): void {
  void client.invalidateQueries(named(matches));
}

/** Forgets the matching entries (another person signed in: their answers are not ours). */
export function removeData(client: QueryClient, matches: KeyFilter): void {
  client.removeQueries(named(matches));
}
