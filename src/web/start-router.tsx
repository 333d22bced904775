import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppShell } from './AppShell';
import { nextTask } from './lib/next-task';
import type { NavigateOptions, Path } from './navigation/navigation';
import { loadMatchedRoutes } from './page-route';
import { discoverAppRoutes, routesFor } from './route-discovery';
import type { QueryClient } from '@tanstack/react-query';
import { browserCache } from './store/browser-cache';

/** The app drawn by React Router. */
const routedApp = (client: QueryClient, router: DataRouter) => (
  <AppShell client={client}>
    <RouterProvider router={router} />
  </AppShell>
);

/** A React Router that starts where the browser is, its page's module already loaded. */
async function routerHere(options: Parameters<typeof createBrowserRouter>[1] = {}) {
  const routes = await routesFor(window.location.pathname);
  await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes, { ...options, patchRoutesOnNavigation: discoverAppRoutes });
}

/**
 * Starts the app with React Router: a page the server did not render is drawn here from scratch,
 * and a consumer-law page it rendered (`state` holds its data) is taken over.
 */
export async function startRouter(root: HTMLElement, state: string | null): Promise<void> {
  if (state === null) {
    const router = await routerHere();
    createRoot(root).render(routedApp(browserCache(null), router));
    return;
  }
  // Each step in a task of its own, so that none holds the main thread for long.
  await nextTask();
  const client = browserCache(state);
  const router = await routerHere({
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  await nextTask();
  hydrateRoot(root, routedApp(client, router));
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
