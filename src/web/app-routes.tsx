import { Navigate, type RouteObject } from 'react-router';
import type { PageMeta } from '../shared/page-meta';
import type { PageHandle } from './lib/use-route-meta';
import { RedirectIfAuthenticated } from './auth/RedirectIfAuthenticated';
import { RequireAuth } from './auth/RequireAuth';
import { pageRoutesStarting } from './page-registry';
import { page, pageAt, type PageModule } from './page-route';
import { ACCOUNT_PAGES } from './pages/account/account-pages';
import { PANEL_PAGES } from './pages/panel/panel-pages';

type FamilyPage = { path: string; meta: PageMeta; load: () => Promise<PageModule> };

/** A family's pages (the account's, the panel's), as routes under their layout. */
const familyRoutes = (pages: Record<string, FamilyPage>) =>
  Object.values(pages).map(({ path, meta, load }) =>
    pageAt(path, load, { meta } satisfies PageHandle),
  );

/**
 * Forms, signed-in areas and the panel: every route that does not start without the router. The
 * pages of page-registry.ts that React Router starts come first; then the pages behind a guard or
 * inside a layout: sign-in and sign-up, the account's and the panel's tables, the purchase.
 */
export const appRoutes: RouteObject[] = [
  ...pageRoutesStarting('router').map(({ path, load }) => ({ path, lazy: page(load) })),
  {
    path: 'auth',
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      {
        Component: RedirectIfAuthenticated,
        children: [
          { path: 'register', lazy: page(() => import('./pages/auth/RegisterPage')) },
          { path: 'login', lazy: page(() => import('./pages/auth/LoginPage')) },
        ],
      },
    ],
  },
  {
    Component: RequireAuth,
    children: [
      {
        path: 'account',
        lazy: page(() => import('./pages/account/AccountLayout')),
        children: [
          {
            index: true,
            element: <Navigate to={`/account/${ACCOUNT_PAGES.profile.path}`} replace />,
          },
          ...familyRoutes(ACCOUNT_PAGES),
        ],
      },
      { path: 'buy', lazy: page(() => import('./pages/buy/BuyPage')) },
    ],
  },
  {
    path: 'panel',
    lazy: page(() => import('./pages/panel/PanelLayout')),
    children: familyRoutes(PANEL_PAGES),
  },
];
