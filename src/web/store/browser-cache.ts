import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './cache';

/** The browser's data cache for the visit, started from the rendered page's data. */
export function browserCache(state: string): QueryClient {
  const client = createQueryClient();
  hydrate(client, JSON.parse(state) as DehydratedState);
  return client;
}
