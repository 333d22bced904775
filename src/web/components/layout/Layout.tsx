import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoading } from './PageLoading';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <ScrollToTop />
      <Navbar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieNotice />
    </div>
  );
}
