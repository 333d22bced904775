import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppShell } from './AppShell';
import type { NavigateOptions, Path } from './navigation/navigation';
import { loadMatchedRoutes } from './page-route';
import { routes } from './routes';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './store/cache';

/** The app drawn by React Router. */
const routedApp = (client: QueryClient, router: DataRouter) => (
  <AppShell client={client}>
    <RouterProvider router={router} />
  </AppShell>
);

/** A React Router that starts where the browser is, its page's module already loaded. */
async function routerHere() {
  await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

/** Starts the app with React Router on a page the server did not render: drawn from scratch. */
export async function startRouter(root: HTMLElement): Promise<void> {
  const router = await routerHere();
  createRoot(root).render(routedApp(createQueryClient(), router));
}

export type GoTo = (to?: Path, options?: NavigateOptions) => Promise<void>;

/**
 * Hands a page that started without React Router (FirstPageApp) to the router: the router draws
 * the same page in its place, then makes each move the page asks for.
 */
export async function takeOver(app: Root, client: QueryClient): Promise<GoTo> {
  const router = await routerHere();
  // Drawn before the first move, so that the move is a change of page like any other (the layout
  // scrolls to the top, the page's state is left behind).
  flushSync(() => app.render(routedApp(client, router)));
  return async (to, options) => {
    if (to) await router.navigate(to, options);
  };
}
