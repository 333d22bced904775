import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { onUserSwitch } from './auth';

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

// One cache for the whole visit in the browser; on the server a fresh one per render.
let browserClient: QueryClient | undefined;

function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  const client = createQueryClient();
  // Another person (or nobody) signed in: the cached answers may be the previous person's.
  onUserSwitch(() => {
    client.removeQueries({ type: 'inactive' });
    void client.invalidateQueries();
  });
  browserClient = client;
  return client;
}

/**
 * The data cache of the signed-in areas, forms and panel (TanStack Query). A route module of its
 * own: the public pages read the small store of store/ and never load it.
 */
export default function QueryArea() {
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : browserQueryClient(),
  );
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
