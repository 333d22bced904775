import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Toasts } from './components/ui/Toasts';

/** What wraps every page, in the browser and on the server alike: the data cache and toasts. */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </StrictMode>
  );
}
