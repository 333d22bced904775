import type { RouteObject } from 'react-router';
import { RootLayout } from './auth/RootLayout';
import { PageLoading } from './components/layout/PageLoading';
import { page } from './page-route';
import { RouteError } from './pages/RouteError';

/** The route under which the routes of forms, signed-in areas and the panel go (app-routes.tsx). */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The public pages, which every page's first download carries; the rest of the site's routes
 * (app-routes.tsx) load the first time the address is not one of these (route-discovery.ts). The
 * browser builds its router from these; the server renders from the same objects, with the rest
 * added (entry-server.tsx).
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
          { index: true, lazy: page(() => import('./pages/home/HomePage')) },
          { path: 'services', lazy: page(() => import('./pages/services/ServicesPage')) },
          { path: 'terms-and-conditions', lazy: page(() => import('./pages/legal/TermsPage')) },
          { path: 'privacy-policy', lazy: page(() => import('./pages/legal/PrivacyPage')) },
          { path: 'courses', lazy: page(() => import('./pages/courses/CatalogPage')) },
          { path: 'courses/:id/:slug', lazy: page(() => import('./pages/courses/CoursePage')) },
          { path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
];
