import { createBrowserRouter } from 'react-router';
import { Layout } from './components/layout/Layout';
import { RouteError } from './pages/RouteError';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./pages/home/HomePage')) },
          { path: 'services', lazy: page(() => import('./pages/services/ServicesPage')) },
          { path: 'terms-and-conditions', lazy: page(() => import('./pages/legal/TermsPage')) },
          { path: 'privacy-policy', lazy: page(() => import('./pages/legal/PrivacyPage')) },
          { path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
]);
