import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated } from './auth/RedirectIfAuthenticated';
import { RequireAuth } from './auth/RequireAuth';
import { page } from './page-route';

/**
 * Forms, signed-in areas and the panel: every route that is not a public page's, in a chunk of
 * its own (route-discovery.ts puts them under PAGES_ROUTE_ID of routes.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'app',
    // Forms, signed-in areas and the panel keep TanStack Query's cache, loaded with them.
    lazy: page(() => import('./api/query-area')),
    children: [
      { path: 'arrepentimiento', lazy: page(() => import('./pages/consumer/ArrepentimientoPage')) },
      {
        path: 'arrepentimiento/confirmar/:id',
        lazy: page(() => import('./pages/consumer/ConfirmArrepentimientoPage')),
      },
      { path: 'baja', lazy: page(() => import('./pages/consumer/BajaPage')) },
      {
        path: 'baja/confirmar/:id/:token',
        lazy: page(() => import('./pages/consumer/ConfirmBajaPage')),
      },
      {
        path: 'payments',
        children: [
          ...['success', 'failure', 'pending'].map((path) => ({
            path,
            lazy: page(() => import('./pages/payments/PaymentResultPage')),
          })),
          {
            path: 'sandbox/:preferenceId',
            lazy: page(() => import('./pages/payments/SandboxCheckoutPage')),
          },
        ],
      },
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
          {
            path: 'login/reset-password',
            lazy: page(() => import('./pages/auth/ForgotPasswordPage')),
          },
          {
            path: 'login/reset-password/:id/:token',
            lazy: page(() => import('./pages/auth/ResetPasswordPage')),
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
          {
            path: 'account/courses/:id/:slug',
            lazy: page(() => import('./pages/learn/CoursePlayerPage')),
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
