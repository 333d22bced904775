import { CERTIFICATE_LOOKUPS } from '../certificates/routes';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { carriesSessionCookie } from '../../http/response-cache';
import { sendDelivery } from '../../http/send-delivery';
import { inlineStylesheets } from './inline-stylesheets';
import { resolvePageHead } from './page-head';
import { personalPages } from '../../../web/page-registry';
import { personalPageData } from './personal-page-data';
import { listVisibleBundles, publicBundle } from '../bundles/public-bundles';
import { renderPageHtml } from './render-html';
import {
  createRenderedPages,
  loadPageRenderer,
  unlessNotFound,
  withRenderedPage,
} from './rendered-pages';
import { buildRobots, buildSitemap } from './sitemap';

const ONE_YEAR = 31536000;
const ONE_DAY = 86400;

async function readTemplate(webDir: string): Promise<string | undefined> {
  let template: string;
  try {
    template = await readFile(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  return inlineStylesheets(template, webDir);
}

/**
 * The page a request asks for: its path with one slash between parts (so `//evil.example/x` is
 * this site's `/evil.example/x`, never another host in a canonical or og:url), and its query.
 */
export function pageAddress(url: string): { path: string; search: string } {
  const [pathPart = '', ...rest] = url.split('?');
  const path = `/${pathPart
    .split(/[\\/]+/)
    .filter(Boolean)
    .join('/')}`;
  return { path, search: rest.length ? `?${rest.join('?')}` : '' };
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    request.url !== '/api'
  );
}

/**
 * The built web app: hashed assets cached for a year, every page address answered with index.html
 * (never cached) carrying that page's head tags and, for a public page, its server-rendered
 * content; robots.txt and sitemap.xml.
 */
const site: FastifyPluginAsync<{ webDir: string }> = async (app, options) => {
  const { appUrl } = app.ctx.config;
  const template = await readTemplate(options.webDir);
  const renderer = template ? await loadPageRenderer(options.webDir) : undefined;
  const renderedPage = renderer && createRenderedPages(renderer, app.ctx);
  const headSources = {
    catalogue: app.ctx.catalogue,
    bundle: (id: number) => unlessNotFound(publicBundle(app.ctx, id)),
  };

  await app.register(fastifyStatic, {
    root: options.webDir,
    index: false,
    wildcard: false,
    // index.html is a template: pages are rendered by the not-found handler below.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false, // the lifetime is chosen per file below
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
      );
    },
  });
  // Covers and other public files, wherever the storage keeps them (the local folder or a bucket).
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const delivery = await app.ctx.storage.publicFile(key);
    if (!delivery) return reply.callNotFound();
    return sendDelivery(reply, delivery, { cacheControl: `public, max-age=${ONE_DAY}` });
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(buildRobots(appUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(
        buildSitemap(appUrl, await app.ctx.catalogue.list(), await listVisibleBundles(app.ctx)),
      ),
  );

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { fresh = false, personal = false } = {},
  ) {
    // A page rendered for one person is theirs alone: no cache on the way keeps it.
    reply.header('cache-control', personal ? 'private, no-store' : 'no-cache');
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('El sitio no está compilado: ejecutá `npm run build`.');
    }
    const { path, search } = pageAddress(request.url);
    const head = await resolvePageHead(headSources, path, app.ctx.now());
    const html = renderPageHtml(template, head, appUrl);
    const sessionCookie = carriesSessionCookie(request.headers.cookie);
    const person =
      personal && request.auth ? personalPageData(app.ctx, request.auth.user) : undefined;
    const page =
      head.status === 200
        ? await renderedPage?.(`${path}${search}`, { sessionCookie, fresh, person })
        : undefined;
    return reply
      .status(head.status)
      .type('text/html; charset=utf-8')
      .send(page ? withRenderedPage(html, page) : html);
  }

  /** `fresh`: rendered for this request, never from the few seconds' store. */
  const pageOrNothing =
    (fresh = false) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      wantsPage(request)
        ? sendPage(request, reply, { fresh })
        : reply.status(404).send({ message: 'El recurso solicitado no existe.' });

  // Pages are a route of their own (not only the not-found handler) so that they are compressed,
  // and kept by the response cache: a page is the same whoever asks (the browser adds the rest),
  // but for the navigation's account place, which follows the session cookie (so does the cache).
  app.get('/*', { config: { responseCache: 'everyone' } }, pageOrNothing());
  // A certificate's page says whether it holds right now (a revocation shows at once), and one
  // address looks up only a few codes a minute, as through the API.
  app.get(
    '/certificados/:code',
    { config: { rateLimit: CERTIFICATE_LOOKUPS } },
    pageOrNothing(true),
  );
  // A lesson is rendered for the signed-in person who studies it, with their data: the session is
  // checked first, and neither the response cache nor the rendered pages keep it. Without a
  // session (or for a course not theirs) it is the template, and the browser draws the page.
  for (const { path: pattern } of personalPages()) {
    app.get(pattern, { onRequest: app.loadSession }, async (request, reply) =>
      sendPage(request, reply, { personal: true }),
    );
  }
  app.setNotFoundHandler(pageOrNothing());
};

/** Registered without encapsulation: every address no other route answers ends here. */
export const siteRoutes = fastifyPlugin(site, { name: 'site' });
