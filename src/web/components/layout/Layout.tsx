import type { ReactNode } from 'react';
import { HydrateLater } from './HydrateLater';
import { laterPart } from './later-part';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';

const Footer = laterPart(() => import('./Footer'));
const CookieNotice = laterPart(() => import('./CookieNotice'));

/** The site's frame around a page: navigation bar, footer and cookie notice. */
export function Layout({ children }: { children: ReactNode }) {
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
      {/* No Suspense boundary around the page: a page's module is loaded before it is shown, and
          without a boundary a rendered page hydrates in one pass. With one, the session check
          could answer while the page was still server markup, forcing it to hydrate at once. */}
      <main id="main" className="flex-1">
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <HydrateLater>
        <CookieNotice />
      </HydrateLater>
    </div>
  );
}
