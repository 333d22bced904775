import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData, RenderPage } from '../shared/server-render';
import { sessionKey, type Session } from './api/auth';
import { courseKeys } from './api/courses';
import { siteContactKey } from './api/site';
import { appRoutes } from './app-routes';
import { AppShell } from './AppShell';
import { FirstPageApp } from './FirstPageApp';
import { loadMatchedRoutes } from './page-route';
import type { Params } from './navigation/navigation';
import { findSitePage, type FoundPage, type RenderData } from './page-registry';
import { addAppRoutes } from './route-discovery';
import { createQueryClient, writeData } from './store/cache';

type Prefetch = (client: QueryClient, data: PageData, params: Params) => Promise<boolean>;

/** How the server reads each kind of data a page asks for (page-registry.ts); false: no page. */
const PREFETCH: Record<RenderData, Prefetch> = {
  none: async () => true,
  catalogue: async (client, data) => {
    writeData(client, courseKeys.catalogue, await data.catalogue());
    return true;
  },
  course: async (client, data, params) => {
    const id = Number(params.id);
    const course = await data.course(id);
    if (course) writeData(client, courseKeys.detail(id), course);
    return course !== undefined;
  },
};

// Every route: the consumer-law pages the server renders are among the app's.
const routes = addAppRoutes(appRoutes);

/** Renders a page the registry says the server renders, with the data it was rendered from. */
export const render: RenderPage = async (url, data, sessionCookie) => {
  const address = new URL(url, 'http://localhost');
  const found = findSitePage(address.pathname);
  if (!found?.page.render) return undefined;

  const client = createQueryClient();
  writeData(client, siteContactKey, data.contact);
  // Without a session cookie nobody is signed in: the navigation offers to sign in from the start.
  if (!sessionCookie) writeData<Session>(client, sessionKey, { user: null });
  if (!(await PREFETCH[found.page.render](client, data, found.params))) return undefined;

  const content =
    found.page.module?.start === 'first-page'
      ? await firstPage(found, address)
      : await routedPage(address);
  if (!content) return undefined;
  const html = await renderComplete(<AppShell client={client}>{content}</AppShell>);
  return { html, state: dehydrate(client) };
};

/** A page that starts without React Router, as the browser takes it over (FirstPageApp). */
async function firstPage({ page }: FoundPage, address: URL): Promise<ReactNode> {
  const { default: Page } = await page.module!.load();
  const { pathname, search } = address;
  const start = { pathname, search, hash: '', state: null, key: 'default' };
  return <FirstPageApp pattern={page.path} Page={Page} start={start} leave={() => {}} />;
}

/** A page that React Router starts (the consumer-law pages), rendered by its static router. */
async function routedPage(address: URL): Promise<ReactNode | undefined> {
  // The page modules load once, into the shared route objects, before the static handler copies them.
  await loadMatchedRoutes(routes, address.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

/**
 * The whole markup, every Suspense boundary resolved. A component that fails on the server
 * fails the render (React would otherwise quietly leave that part to the browser).
 */
async function renderComplete(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Every boundary in place: no inline script moving content (a strict CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
