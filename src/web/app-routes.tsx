import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated } from './auth/RedirectIfAuthenticated';
import { RequireAuth } from './auth/RequireAuth';
import { pageRoutesStarting } from './page-registry';
import { page } from './page-route';

/**
 * Forms, signed-in areas and the panel: every route that does not start without the router, in a
 * chunk of its own (route-discovery.ts puts them under PAGES_ROUTE_ID of routes.tsx). The pages
 * of page-registry.ts that React Router starts come first; then the pages behind a guard or
 * inside a layout, placed here.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'app',
    children: [
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
              { index: true, element: <Navigate to="/account/profile" replace /> },
              { path: 'profile', lazy: page(() => import('./pages/account/ProfilePage')) },
              { path: 'email', lazy: page(() => import('./pages/account/EmailPage')) },
              { path: 'password', lazy: page(() => import('./pages/account/PasswordPage')) },
              { path: 'purchases', lazy: page(() => import('./pages/account/PurchasesPage')) },
              { path: 'courses', lazy: page(() => import('./pages/account/MyCoursesPage')) },
              { path: 'delete', lazy: page(() => import('./pages/account/DeleteAccountPage')) },
            ],
          },
          { path: 'buy', lazy: page(() => import('./pages/buy/BuyPage')) },
        ],
      },
      {
        path: 'panel',
        lazy: page(() => import('./pages/panel/PanelLayout')),
        children: [
          { index: true, lazy: page(() => import('./pages/panel/DashboardPage')) },
          { path: 'users', lazy: page(() => import('./pages/panel/UsersPage')) },
          { path: 'purchases', lazy: page(() => import('./pages/panel/PurchasesPage')) },
          { path: 'courses', lazy: page(() => import('./pages/panel/CoursesPage')) },
          { path: 'invoices', lazy: page(() => import('./pages/panel/InvoicesPage')) },
          { path: 'requests', lazy: page(() => import('./pages/panel/RequestsPage')) },
          { path: 'messages', lazy: page(() => import('./pages/panel/MessagesPage')) },
          { path: 'questions', lazy: page(() => import('./pages/panel/QuestionsPage')) },
          {
            path: 'announcements',
            lazy: page(() => import('./pages/panel/AnnouncementsPage')),
          },
          { path: 'certificates', lazy: page(() => import('./pages/panel/CertificatesPage')) },
          { path: 'settings', lazy: page(() => import('./pages/panel/SettingsPage')) },
          { path: 'coupons', lazy: page(() => import('./pages/panel/CouponsPage')) },
          {
            path: 'courses/create',
            lazy: page(() => import('./pages/panel/course-editor/CourseEditorPage')),
          },
          {
            path: 'courses/:id/:slug',
            lazy: page(() => import('./pages/panel/course-editor/CourseEditorPage')),
          },
        ],
      },
    ],
  },
];
