import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RENDERED_STATE_ID } from '../shared/server-render';
import { AppShell, createQueryClient } from './AppShell';
import { loadMatchedRoutes } from './load-matched-routes';
import { routes } from './routes';
import './styles.css';

/**
 * A public page arrives rendered, with its data in a JSON script: the browser takes over that
 * markup (hydration). Every other page is drawn here from scratch.
 */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const rendered = document.getElementById(RENDERED_STATE_ID);
  if (!rendered) {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <AppShell queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    return;
  }
  hydrate(queryClient, JSON.parse(rendered.textContent ?? '{}'));
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  hydrateRoot(
    root,
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
void start(root);
