import { useQuery } from '@tanstack/react-query';

type Options = { enabled?: boolean; retry?: (failures: number, error: Error) => boolean };

/**
 * One server answer the shell or a public page reads, by name (store/cache.ts): kept until a
 * change marks it stale (no time limit: a rendered page's data is not asked for again), loaded
 * when missing. The stored data is shown while a stale entry loads again.
 */
export function useResource<T>(
  name: string,
  fetcher: () => Promise<T>,
  { enabled = true, retry }: Options = {},
) {
  return useQuery({
    queryKey: [name],
    queryFn: fetcher,
    enabled,
    retry: retry ?? false,
    retryDelay: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
