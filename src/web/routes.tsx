import type { RouteObject } from 'react-router';
import { appRoutes } from './app-routes';
import { RootLayout } from './auth/RootLayout';
import { PageLoading } from './components/layout/PageLoading';
import { page, pageAt } from './page-route';
import { RouteError } from './pages/RouteError';
import { pageRoutesStarting } from './page-registry';

/**
 * The router's table: the pages that start without the router (page-registry.ts), the rest of
 * the site's routes (app-routes.tsx) and the not-found page. It loads with the router, on the
 * first move from a page that started without it, or first thing on a page the browser draws.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageRoutesStarting('first-page').map(({ path, load }) => pageAt(path, load)),
          ...appRoutes,
          { path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
];
