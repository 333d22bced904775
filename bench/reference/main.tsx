// The bare React + React Router app the site's first download is compared with: the same router
// setup as src/web/start-app.tsx (data router, a lazy page, hydration or a fresh render), nothing else.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./Page')).default }) },
    ],
  },
]);

const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, <RouterProvider router={router} />);
else createRoot(root).render(<RouterProvider router={router} />);
