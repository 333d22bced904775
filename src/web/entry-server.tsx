import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageData, PageParams, RenderedData, RenderPage } from '../shared/server-render';
import { sessionKey, type Session } from './api/auth';
import { normalizeCertificateCode } from '../shared/certificates';
import { bundleKeys } from './api/bundles';
import { certificateKey } from './api/certificates';
import { consultationTypesKey } from './api/consultations';
import { reviewsKey } from './api/course-reviews';
import { courseKeys } from './api/courses';
import { learningKeys } from './api/learning';
import { monotributoTableKey } from './api/monotributo';
import { planOfferKey } from './api/plan-subscription';
import { siteContactKey } from './api/site';
import { taxCalendarKey } from './api/tax-calendar';
import { AppShell } from './AppShell';
import { FirstPageApp } from './FirstPageApp';
import { findSitePage } from './page-registry';
import { createQueryClient, writeData } from './store/cache';

type Write<K extends keyof RenderedData> = (
  client: QueryClient,
  data: RenderedData[K],
  params: PageParams,
) => void;

/** Where each kind of data a page reads first (shared/server-render.ts) goes in the render's cache. */
const WRITE: { [K in keyof RenderedData]: Write<K> } = {
  catalogue: (client, catalogue) => writeData(client, courseKeys.catalogue, catalogue),
  bundles: (client, bundles) => writeData(client, bundleKeys.list, bundles),
  bundle: (client, bundle, params) =>
    writeData(client, bundleKeys.detail(Number(params.id)), bundle),
  certificate: (client, certificate, params) =>
    writeData(client, certificateKey(normalizeCertificateCode(params.code ?? '')), certificate),
  course: (client, course, params) =>
    writeData(client, courseKeys.detail(Number(params.id)), course),
  courseReviews: (client, reviews, params) =>
    writeData(client, reviewsKey(Number(params.id)), reviews),
  consultationTypes: (client, types) => writeData(client, consultationTypesKey, types),
  monotributoTable: (client, table) => writeData(client, monotributoTableKey, table),
  taxCalendar: (client, page) => writeData(client, taxCalendarKey, page),
  planOffer: (client, offer) => writeData(client, planOfferKey, offer),
  study: (client, { session, course }, params) => {
    writeData<Session>(client, sessionKey, session);
    client.setQueryData(learningKeys.study(session.user.id, Number(params.id)), course);
  },
};

/** Reads a page's data into the render's cache; false when there is no such page to render. */
async function prefetch<K extends keyof RenderedData>(
  kind: K,
  client: QueryClient,
  data: PageData,
  params: PageParams,
): Promise<boolean> {
  const read = await data.read[kind](params);
  if (read === undefined) return false;
  WRITE[kind](client, read, params);
  return true;
}

/** Renders a page the registry says the server renders, with the data it was rendered from. */
export const render: RenderPage = async (url, data, sessionCookie) => {
  const address = new URL(url, 'http://localhost');
  const found = findSitePage(address.pathname);
  const pageModule = found?.page.module;
  if (!found?.page.render || pageModule?.start !== 'first-page') return undefined;

  const client = createQueryClient();
  writeData(client, siteContactKey, data.contact);
  // Without a session cookie nobody is signed in: the navigation offers to sign in from the start.
  if (!sessionCookie) writeData<Session>(client, sessionKey, { user: null });
  const render = found.page.render;
  const kinds = render === 'none' ? [] : typeof render === 'string' ? [render] : render;
  const read = await Promise.all(kinds.map((kind) => prefetch(kind, client, data, found.params)));
  if (read.includes(false)) return undefined;

  const { default: Page } = await pageModule.load();
  const { pathname, search } = address;
  const start = { pathname, search, hash: '', state: null, key: 'default' };
  // The page as the browser takes it over: without React Router (FirstPageApp).
  const html = await renderComplete(
    <AppShell client={client}>
      <FirstPageApp pattern={found.page.path} Page={Page} start={start} leave={() => {}} />
    </AppShell>,
  );
  return { html, state: dehydrate(client) };
};

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
