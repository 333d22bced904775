import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the page modules of the routes that match `pathname` before the router starts, so that
 * the first render in the browser is the page the server rendered, not the loading fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
