import { matchPath } from './navigation/match-path';
import type { Params } from './navigation/navigation';
import type { PageModule } from './page-route';

/** A public page: its address pattern, and its module (a chunk of its own). */
export type PublicPage = { path: string; load: () => Promise<PageModule> };

/**
 * The public pages. A visit that starts on one of them starts without React Router
 * (start-app.tsx); the router's table is built from this one (routes.tsx).
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', load: () => import('./pages/home/HomePage') },
  { path: '/services', load: () => import('./pages/services/ServicesPage') },
  { path: '/terms-and-conditions', load: () => import('./pages/legal/TermsPage') },
  { path: '/privacy-policy', load: () => import('./pages/legal/PrivacyPage') },
  { path: '/courses', load: () => import('./pages/courses/CatalogPage') },
  { path: '/courses/:id/:slug', load: () => import('./pages/courses/CoursePage') },
];

export type FoundPage = { page: PublicPage; params: Params };

/** The public page at `pathname`, with its parameters. */
export function findPublicPage(pathname: string): FoundPage | undefined {
  for (const page of PUBLIC_PAGES) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return undefined;
}
