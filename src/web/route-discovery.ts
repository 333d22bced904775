import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PAGES_ROUTE_ID, routes } from './routes';

let loading: Promise<RouteObject[]> | undefined;

/** The routes of forms, signed-in areas and the panel (app-routes.tsx), loaded once. */
const loadAppRoutes = () => (loading ??= import('./app-routes').then((module) => module.appRoutes));

/** Whether only the not-found page matches the address (none of the routes in the table so far). */
const onlyNotFound = (pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

function findRoute(table: RouteObject[], id: string): RouteObject | undefined {
  for (const route of table) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts the app's routes into the public table, once: the server's table, or the browser's on a
 * first visit to an address that is not a public page's.
 */
export function addAppRoutes(app: RouteObject[]): RouteObject[] {
  const pages = findRoute(routes, PAGES_ROUTE_ID)!;
  if (!pages.children?.includes(app[0]!)) pages.children = [...(pages.children ?? []), ...app];
  return routes;
}

/**
 * The routes to start the browser's router with for `pathname`: the public pages', plus the
 * app's when the address is not a public page's.
 */
export async function routesFor(pathname: string): Promise<RouteObject[]> {
  return onlyNotFound(pathname) ? addAppRoutes(await loadAppRoutes()) : routes;
}

/**
 * The router's `patchRoutesOnNavigation`: on the way to an address no public page has, loads the
 * app's routes and adds them (React Router then matches again). A public page's address, even one
 * with parameters, needs nothing.
 */
export const discoverAppRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!onlyNotFound(path)) return;
  patch(PAGES_ROUTE_ID, await loadAppRoutes());
};
