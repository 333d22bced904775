import { StrictMode, type ReactNode } from 'react';
import { Toasts } from './components/ui/Toasts';
import type { DataStore } from './store/data-store';
import { DataStoreContext } from './store/use-resource';

/** What wraps every page, in the browser and on the server alike: stored answers and toasts. */
export function AppShell({ store, children }: { store: DataStore; children: ReactNode }) {
  return (
    <StrictMode>
      <DataStoreContext.Provider value={store}>
        {children}
        <Toasts />
      </DataStoreContext.Provider>
    </StrictMode>
  );
}
