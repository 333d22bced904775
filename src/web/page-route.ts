import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A page's module: the page, and the parts of it whose code loads after the page's (later-part.ts). */
export type PageModule = {
  default: ComponentType;
  laterParts?: { load: () => Promise<unknown> }[];
};

type PageRoute = () => Promise<{ Component: ComponentType }>;

const pageModules = new WeakMap<PageRoute, () => Promise<PageModule>>();

/**
 * A route's `lazy` for a page in a chunk of its own, loaded when the route is first visited. The
 * router shows the page once its later parts are loaded too, so that it is drawn whole.
 */
export function page(load: () => Promise<PageModule>): PageRoute {
  const route: PageRoute = async () => {
    const { default: Component, laterParts = [] } = await load();
    await Promise.all(laterParts.map((part) => part.load()));
    return { Component };
  };
  pageModules.set(route, load);
  return route;
}

/**
 * Loads the modules of the pages that match `pathname` before the router starts, so that the
 * first render is the page the server rendered, not the loading fallback. Their later parts are
 * not waited for: the server's markup stands in for them until their code arrives.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const pageModule = pageModules.get(route.lazy as PageRoute);
      const loaded = pageModule ? { Component: (await pageModule()).default } : await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The route of the page at `path` under its parent ('': the parent's own page, its index), with
 * what its table gives it to read (`handle`).
 */
export const pageAt = (
  path: string,
  load: () => Promise<PageModule>,
  handle?: unknown,
): RouteObject =>
  path === '' ? { index: true, lazy: page(load), handle } : { path, lazy: page(load), handle };
