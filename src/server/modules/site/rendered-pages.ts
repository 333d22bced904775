import { normalizeCertificateCode } from '../../../shared/certificates';
import { certificatePage } from '../certificates/service';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  RENDERED_STATE_ID,
  type PageData,
  type PageReader,
  type RenderedPage,
  type RenderPage,
} from '../../../shared/server-render';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import { planOffer } from '../subscriptions/settings';
import { listVisibleBundles, publicBundle } from '../bundles/public-bundles';
import { publicContact } from '../contact/public-contact';
import { publicCourse } from '../courses/service';
import { publicReviews } from '../reviews/public-reviews';
import { offeredTypes } from '../consultations/free-times';
import { tableInForce } from '../monotributo/tables';
import { taxCalendarPage } from '../tax-calendar/due-dates';
import { largestPicturePreload } from './largest-picture-preload';

/** How long a rendered page is served again as it is (a course write or a sale's end, sooner). */
export const RENDERED_PAGE_TTL_MS = 5_000;
/** Enough for every public page and its common filters; odd query strings cannot grow it. */
const MAX_CACHED_PAGES = 200;

/** The server build of the web app (`vite build --ssr`), beside the browser's; none in tests. */
export async function loadPageRenderer(webDir: string): Promise<RenderPage | undefined> {
  const entry = path.resolve(webDir, '../ssr/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

/** What a service finds, or undefined for its not-found error: there is no such page. */
export function unlessNotFound<T>(found: Promise<T>): Promise<T | undefined> {
  return found.catch((error: unknown) => {
    if (error instanceof AppError && error.kind === 'not_found') return undefined;
    throw error;
  });
}

/**
 * The pages' data, read from the services as an anonymous visitor. A course to study is read only
 * for the person a page is rendered for (`person`).
 */
function pageData(ctx: ServiceContext): PageData {
  return {
    read: {
      catalogue: () => ctx.catalogue.list(),
      course: ({ id }) => unlessNotFound(publicCourse(ctx, Number(id), undefined)),
      courseReviews: ({ id }) => unlessNotFound(publicReviews(ctx, Number(id), 1)),
      bundles: () => listVisibleBundles(ctx),
      bundle: ({ id }) => unlessNotFound(publicBundle(ctx, Number(id))),
      certificate: ({ code }) => certificatePage(ctx, normalizeCertificateCode(code ?? '')),
      study: async () => undefined,
      consultationTypes: () => offeredTypes(ctx),
      // No table in force (none loaded yet): the browser draws the page and says so.
      monotributoTable: () => unlessNotFound(tableInForce(ctx)),
      taxCalendar: () => taxCalendarPage(ctx),
      planOffer: () => planOffer(ctx.db),
    },
    contact: publicContact(ctx.config),
  };
}

type RenderOptions = {
  /** The request carries a session cookie (the navigation keeps the account button's place). */
  sessionCookie?: boolean;
  /** Rendered for this request, never from the few seconds' store. */
  fresh?: boolean;
  /** What the signed-in person the page is rendered for studies (personal pages only): never stored. */
  person?: PageReader<'study'>;
};

type CachedPage = { until: number; version: number; page: Promise<RenderedPage | undefined> };

/**
 * Public pages rendered on the server, kept a few seconds per address (and per presence of a
 * session cookie) so that a busy page costs one render, not one per visitor. A render that fails is logged and the browser draws the page.
 */
export function createRenderedPages(render: RenderPage, ctx: ServiceContext) {
  const cache = new Map<string, CachedPage>();
  const data = pageData(ctx);

  function renderNow(
    url: string,
    sessionCookie: boolean,
    person?: PageReader<'study'>,
  ): Promise<RenderedPage | undefined> {
    const pageData = person ? { ...data, read: { ...data.read, study: person } } : data;
    return render(url, pageData, sessionCookie).catch((error: unknown) => {
      ctx.log.error({ err: error, url }, 'server rendering failed; the browser draws the page');
      return undefined;
    });
  }

  return function renderedPage(
    url: string,
    { sessionCookie = false, fresh = false, person }: RenderOptions = {},
  ): Promise<RenderedPage | undefined> {
    // A page with a person's own data is rendered for them, every time, and kept by nobody.
    if (person) return renderNow(url, true, person);
    if (fresh) return renderNow(url, sessionCookie);
    const now = ctx.now().getTime();
    const version = ctx.catalogue.version();
    const key = sessionCookie ? `${url} (session)` : url;
    const cached = cache.get(key);
    if (cached && cached.version === version && now < cached.until) return cached.page;
    const page = renderNow(url, sessionCookie);
    // A page showing a sale price is rendered again once the sale ends: bounded now, and again
    // once rendered (by then the catalogue it read is loaded).
    const endOfSale = () => ctx.catalogue.nextSaleEnd(now) ?? Infinity;
    const entry = { until: Math.min(now + RENDERED_PAGE_TTL_MS, endOfSale()), version, page };
    void page.then(() => (entry.until = Math.min(entry.until, endOfSale())));
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    return page;
  };
}

/**
 * Where the head's early hints go: after the viewport, so that a picture's size is chosen for the
 * phone's screen (before it, `100vw` is the 980 px of a page without one), or else after the
 * character set, which must come first.
 */
const HINTS_AFTER = [/<meta name="viewport"[^>]*>/i, /<meta charset="[^"]*"\s*\/?>/i];

function withHint(html: string, hint: string | undefined): string {
  const place = hint && HINTS_AFTER.find((tag) => tag.test(html));
  return place ? html.replace(place, (tag) => `${tag}\n    ${hint}`) : html;
}

const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")\s/g;

/**
 * The page's markup inside the root element, its data for the browser to pick up, a preload of
 * its largest picture in the head, and the app's scripts asked for at low priority: the page is
 * readable without them, so on a slow connection its picture and font arrive first.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  const preload = largestPicturePreload(page.html);
  return withHint(html, preload)
    .replace(APP_SCRIPTS, '<$1 fetchpriority="low" ')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${RENDERED_STATE_ID}">${state}</script></body>`,
    );
}
