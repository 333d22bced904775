import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RENDERED_STATE_ID } from '../shared/server-render';
import { AppShell } from './AppShell';
import { DataStore } from './store/data-store';
import { loadMatchedRoutes } from './load-matched-routes';
import { routes } from './routes';
import './styles.css';

/**
 * A public page arrives rendered, with its data in a JSON script: the browser takes over that
 * markup (hydration). Every other page is drawn here from scratch.
 */
async function start(root: HTMLElement) {
  const rendered = document.getElementById(RENDERED_STATE_ID);
  if (!rendered) {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <AppShell store={new DataStore()}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    return;
  }
  const store = new DataStore(JSON.parse(rendered.textContent ?? '{}') as Record<string, unknown>);
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  hydrateRoot(
    root,
    <AppShell store={store}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
void start(root);
