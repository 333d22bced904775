import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findPublicPage } from './public-pages';
import { routes } from './routes';

/** The public page React Router's table shows at `pathname`, as its pattern and parameters. */
function routerPage(pathname: string) {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return undefined;
  return { path: leaf.route.index ? '/' : `/${leaf.route.path}`, params: { ...leaf.params } };
}

describe('the public page at an address', () => {
  // A visit starts without the router on the page this finds; the router must then agree.
  it.each([
    '/',
    '/services',
    '/Services',
    '/services/',
    '/terms-and-conditions',
    '/privacy-policy',
    '/courses',
    '/courses/3/iva-basico',
    '/courses/3/liquidaci%C3%B3n-de-sueldos',
    '/courses/3/%E0%A4%A',
    '/courses/3',
    '/courses/3/iva/clase',
    '/auth/login',
    '/account/courses',
    '/panel',
    '/arrepentimiento',
    '/no-existe',
  ])('is the one React Router shows at %s', (pathname) => {
    const found = findPublicPage(pathname);
    const first = found && { path: found.page.path, params: found.params };
    expect(first).toEqual(routerPage(pathname));
  });

  it('reads the parameters of a course page decoded', () => {
    expect(findPublicPage('/courses/7/liquidaci%C3%B3n')?.params).toEqual({
      id: '7',
      slug: 'liquidación',
    });
  });
});
