import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageData, RenderPage } from '../shared/server-render';
import { sessionKey, type Session } from './api/auth';
import { normalizeCertificateCode } from '../shared/certificates';
import { certificateKey } from './api/certificates';
import { courseKeys } from './api/courses';
import { learningKeys } from './api/learning';
import { siteContactKey } from './api/site';
import { AppShell } from './AppShell';
import { FirstPageApp } from './FirstPageApp';
import type { Params } from './navigation/navigation';
import { findSitePage, type RenderData } from './page-registry';
import { createQueryClient, writeData } from './store/cache';

type Prefetch = (client: QueryClient, data: PageData, params: Params) => Promise<boolean>;

/** How the server reads each kind of data a page asks for (page-registry.ts); false: no page. */
const PREFETCH: Record<RenderData, Prefetch> = {
  none: async () => true,
  catalogue: async (client, data) => {
    writeData(client, courseKeys.catalogue, await data.catalogue());
    return true;
  },
  certificate: async (client, data, params) => {
    const code = normalizeCertificateCode(params.code ?? '');
    writeData(client, certificateKey(code), await data.certificate(code));
    return true;
  },
  course: async (client, data, params) => {
    const id = Number(params.id);
    const course = await data.course(id);
    if (course) writeData(client, courseKeys.detail(id), course);
    return course !== undefined;
  },
  // Only for the signed-in person the page is rendered for, and only a course they may study:
  // otherwise the browser draws the page (and sends a visitor without a session to the login).
  study: async (client, { person }, params) => {
    const id = Number(params.id);
    const course = await person?.studyCourse(id);
    if (!person || !course) return false;
    writeData<Session>(client, sessionKey, person.session);
    client.setQueryData(learningKeys.study(person.session.user.id, id), course);
    return true;
  },
};

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
  if (!(await PREFETCH[found.page.render](client, data, found.params))) return undefined;

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
