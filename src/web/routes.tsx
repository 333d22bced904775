import type { RouteObject } from 'react-router';
import { RootLayout } from './auth/RootLayout';
import { PageLoading } from './components/layout/PageLoading';
import { page } from './page-route';
import { RouteError } from './pages/RouteError';
import { pageRoutesStarting } from './page-registry';

/** The route under which the routes of forms, signed-in areas and the panel go (app-routes.tsx). */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The router's table: the pages that start without the router (page-registry.ts) and the
 * not-found page. The rest of the
 * site's routes (app-routes.tsx) load the first time the address is none of these
 * (route-discovery.ts). The server renders the consumer-law pages from the same objects, with the
 * rest added (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <RouteError />,
        children: [
          ...pageRoutesStarting('first-page').map(({ path, load }) =>
            path === '' ? { index: true, lazy: page(load) } : { path, lazy: page(load) },
          ),
          { path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
];
