import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import type { PageData, RenderPage } from '../shared/server-render';
import { courseKeys } from './api/courses';
import { siteContactKey } from './api/site';
import { appRoutes } from './app-routes';
import { AppShell } from './AppShell';
import { FirstPageApp } from './FirstPageApp';
import { loadMatchedRoutes } from './page-route';
import { findPublicPage, type FoundPage } from './public-pages';
import { addAppRoutes } from './route-discovery';
import { DataStore } from './store/data-store';

type Prefetch = (store: DataStore, data: PageData, id: number) => Promise<boolean>;

const catalogue: Prefetch = async (store, data) => {
  store.write(courseKeys.catalogue, await data.catalogue());
  return true;
};

const nothing: Prefetch = async () => true;

/**
 * The pages the server renders, with the data each reads first. Signed-in areas, forms that
 * answer a link (reset, baja confirmation) and payment screens stay drawn by the browser.
 */
const PUBLIC_PAGES: { path: string; prefetch: Prefetch }[] = [
  { path: '/', prefetch: catalogue },
  { path: '/services', prefetch: nothing },
  { path: '/terms-and-conditions', prefetch: nothing },
  { path: '/privacy-policy', prefetch: nothing },
  { path: '/arrepentimiento', prefetch: nothing },
  { path: '/baja', prefetch: nothing },
  { path: '/courses', prefetch: catalogue },
  {
    path: '/courses/:id/:slug',
    prefetch: async (store, data, id) => {
      const course = await data.course(id);
      if (course) store.write(courseKeys.detail(id), course);
      return course !== undefined;
    },
  },
];

// Every route: the consumer-law pages the server renders are among the app's.
const routes = addAppRoutes(appRoutes);

/** Renders a public page to HTML with the data it was rendered from. */
export const render: RenderPage = async (url, data) => {
  const address = new URL(url, 'http://localhost');
  const page = PUBLIC_PAGES.map((candidate) => ({
    ...candidate,
    match: matchPath(candidate.path, address.pathname),
  })).find((candidate) => candidate.match);
  if (!page) return undefined;

  const store = new DataStore({ [siteContactKey]: data.contact });
  const id = Number(page.match?.params.id);
  if (!(await page.prefetch(store, data, id))) return undefined;

  const found = findPublicPage(address.pathname);
  const content = found ? await firstPage(found, address) : await routedPage(address);
  if (!content) return undefined;
  const html = await renderComplete(<AppShell store={store}>{content}</AppShell>);
  return { html, state: store.snapshot() };
};

/** A public page, as the browser takes it over: without React Router (FirstPageApp). */
async function firstPage({ page }: FoundPage, address: URL): Promise<ReactNode> {
  const { default: Page } = await page.load();
  const { pathname, search } = address;
  const start = { pathname, search, hash: '', state: null, key: 'default' };
  return <FirstPageApp pattern={page.path} Page={Page} start={start} leave={() => {}} />;
}

/** A consumer-law page, which the browser takes over with React Router. */
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
