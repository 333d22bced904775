import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RENDERED_STATE_ID } from '../shared/server-render';
import { AppShell } from './AppShell';
import { loadMatchedRoutes } from './page-route';
import { discoverAppRoutes, routesFor } from './route-discovery';
import { DataStore } from './store/data-store';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A public page arrives rendered, with its data in a JSON script: the browser takes over that
 * markup (hydration). Every other page is drawn here from scratch.
 */
export async function startApp(root: HTMLElement) {
  const rendered = document.getElementById(RENDERED_STATE_ID);
  const routes = await routesFor(window.location.pathname);
  if (!rendered) {
    const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAppRoutes });
    createRoot(root).render(
      <AppShell store={new DataStore()}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    return;
  }
  // Each step in a task of its own (the scripts' evaluation, the page's module, the router, the
  // hydration), so that none holds the main thread for long.
  await nextTask();
  const store = new DataStore(JSON.parse(rendered.textContent ?? '{}') as Record<string, unknown>);
  await loadMatchedRoutes(routes, window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
    patchRoutesOnNavigation: discoverAppRoutes,
  });
  await nextTask();
  // One synchronous pass, not a transition in slices: a tap between slices was both replayed by
  // React and followed by the browser (two navigations), and a choice made meanwhile got lost.
  hydrateRoot(
    root,
    <AppShell store={store}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}
