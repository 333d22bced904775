import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findSitePage, personalPages, SITE_PAGES } from './page-registry';
import { routes } from './routes';

const startsWithoutRouter = new Set(
  SITE_PAGES.filter((page) => page.module?.start === 'first-page').map((page) => page.path),
);

/** The page that starts without the router that React Router's table shows at `pathname`. */
function routerPage(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const parts = matches.map(({ route }) => route.path).filter((part) => part && part !== '/');
  const path = `/${parts.join('/')}`;
  if (!startsWithoutRouter.has(path)) return undefined;
  return { path, params: { ...matches.at(-1)!.params } };
}

describe('the page at an address', () => {
  // A visit starts without the router on the page this finds; the router must then agree.
  it.each([
    '/',
    '/services',
    '/Services',
    '/services/',
    '/consultas',
    '/terms-and-conditions',
    '/privacy-policy',
    '/courses',
    '/courses/3/iva-basico',
    '/courses/3/liquidaci%C3%B3n-de-sueldos',
    '/courses/3/%E0%A4%A',
    '/courses/3',
    '/courses/3/iva/clase',
    '/rutas/2/ruta-de-impuestos',
    '/plan-contador',
    '/baja/plan-contador',
    '/plan-contador/baja/0b6f7a52-9d4e-4a57-9a1d-3f0f3f0f3f0f/secreto',
    '/payments/sandbox/subscriptions/sandbox-pre-1',
    '/auth/login',
    '/account/courses',
    '/account/consultations',
    '/panel',
    '/arrepentimiento',
    '/no-existe',
  ])('is the one React Router shows at %s', (pathname) => {
    const found = findSitePage(pathname);
    const first = found?.page.module?.start === 'first-page' && {
      path: found.page.path,
      params: found.params,
    };
    expect(first || undefined).toEqual(routerPage(pathname));
  });

  it('reads the parameters of a course page decoded', () => {
    expect(findSitePage('/courses/7/liquidaci%C3%B3n')?.params).toEqual({
      id: '7',
      slug: 'liquidación',
    });
  });

  it('finds the signed-in areas under their prefix, and nothing outside the site', () => {
    expect(findSitePage('/account')?.page.path).toBe('/account/*');
    expect(findSitePage('/account/courses')?.page.path).toBe('/account/*');
    // A lesson is a page of its own: the server renders it for the person who studies it.
    expect(findSitePage('/account/courses/3/iva')?.page.path).toBe('/account/courses/:id/:slug');
    expect(personalPages().map((page) => page.path)).toEqual(['/account/courses/:id/:slug']);
    expect(findSitePage('/panel/users')?.page.path).toBe('/panel/*');
    expect(findSitePage('/accounts')).toBeUndefined();
    expect(findSitePage('/no-existe')).toBeUndefined();
  });

  // The browser takes such a page over from the server's markup, without the router: a page
  // is rendered exactly when it starts so.
  it('has the server render the pages that start without the router, and only those', () => {
    const mismatched = SITE_PAGES.filter(
      (page) => (page.module?.start === 'first-page') !== (page.render !== undefined),
    );
    expect(mismatched).toEqual([]);
  });
});
