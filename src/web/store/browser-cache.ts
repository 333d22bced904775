import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './cache';

/** The browser's data cache for the visit, started from the rendered page's data when there is some. */
export function browserCache(state: string | null): QueryClient {
  const client = createQueryClient();
  if (state !== null) hydrate(client, JSON.parse(state) as DehydratedState);
  return client;
}
