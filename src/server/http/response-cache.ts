import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session-auth';
import { requestIdOf } from './request-id';

/**
 * Which answers a route lets the response cache keep: `everyone` when the answer never depends
 * on who asks (pages), `anonymous` when a signed-in person gets one of their own (a course's
 * detail says whether they own it), so only requests without cookies share it.
 */
export type ResponseCacheScope = 'everyone' | 'anonymous';

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: ResponseCacheScope;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';
type Variant = { headers: OutgoingHttpHeaders; body: Buffer };
type Entry = {
  scope: ResponseCacheScope;
  version: number;
  expiresAt: number;
  variants: Partial<Record<Encoding, Variant>>;
};

/** How long an answer is served again as it is; a course write ends it at once. */
export const RESPONSE_CACHE_TTL_MS = 5_000;
/** Enough for every public address and its common filters; odd query strings cannot grow it. */
const MAX_ENTRIES = 500;
/** Below this, compressing costs more than it saves (the same threshold as the app's). */
const COMPRESS_FROM_BYTES = 1024;
/** Headers of one connection or one moment, never repeated from memory. */
const NOT_KEPT = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const SESSION_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** Whether a request's `cookie` header carries a (non-empty) session cookie. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_PAIR.test(cookieHeader);
}

/**
 * Where an answer is kept: its address, and whether the request carried a session cookie (a page
 * rendered for it keeps the account button's place, one without offers to sign in).
 */
const keyOf = (url: string, cookieHeader: string | undefined) =>
  carriesSessionCookie(cookieHeader) ? `${url} (session)` : url;

/** The best encoding the request accepts, of those the cache keeps. */
function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let gzipOk = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

function variant(headers: OutgoingHttpHeaders, body: Buffer, encoding: Encoding): Variant {
  return {
    headers: {
      ...headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    },
    body,
  };
}

function withVaryAcceptEncoding(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const vary = headers.vary ? String(headers.vary) : '';
  if (/accept-encoding/i.test(vary)) return headers;
  return { ...headers, vary: vary ? `${vary}, accept-encoding` : 'accept-encoding' };
}

/**
 * Public answers kept in memory in front of the application, like a reverse proxy's micro-cache:
 * a busy page or catalogue call costs one pass through the application every few seconds, and
 * every other visitor gets the same bytes (and headers) straight from the socket handler. Only
 * plain GETs of routes that opt in, answered 200 without cookies set or `no-store`, are kept (once
 * for requests with a session cookie, once for those without: see keyOf); a
 * course write (the catalogue's version), RESPONSE_CACHE_TTL_MS or the end of a sale shown
 * (`staleFrom`) ends an entry. Compressed
 * copies are made once per entry, off the event loop.
 */
export function createResponseCache(options: {
  now: () => number;
  version: () => number;
  /** A moment the answers kept now go stale at, before the TTL (a sale's end); none: the TTL. */
  staleFrom?: (now: number) => number | undefined;
}) {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (options.now() < entry.expiresAt && entry.version === options.version()) return entry;
    entries.delete(key);
    return undefined;
  }

  /** Answers the request from memory when it can; false hands it to the application. */
  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !request.url) return false;
    const entry = fresh(keyOf(request.url, request.headers.cookie));
    if (!entry) return false;
    const { headers } = request;
    if (headers['if-none-match'] || headers['if-modified-since'] || headers.range) return false;
    if (entry.scope === 'anonymous' && (headers.cookie || headers.authorization)) return false;
    const chosen = entry.variants[acceptedEncoding(headers['accept-encoding'])];
    // A compressed copy still being made: the application answers meanwhile.
    if (!chosen) return false;
    hits += 1;
    // An id of its own, like every answer, though the application never sees the request.
    response.writeHead(200, { ...chosen.headers, 'x-request-id': requestIdOf(request) });
    response.end(chosen.body);
    return true;
  }

  function store(
    key: string,
    scope: ResponseCacheScope,
    headers: OutgoingHttpHeaders,
    body: Buffer,
  ) {
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
    }
    const compressible = body.length >= COMPRESS_FROM_BYTES;
    const shared = compressible ? withVaryAcceptEncoding(kept) : kept;
    const now = options.now();
    const entry: Entry = {
      scope,
      version: options.version(),
      expiresAt: Math.min(now + RESPONSE_CACHE_TTL_MS, options.staleFrom?.(now) ?? Infinity),
      variants: { identity: variant(shared, body, 'identity') },
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    if (!compressible) {
      entry.variants.br = entry.variants.identity;
      entry.variants.gzip = entry.variants.identity;
      return;
    }
    // The best brotli (~0.1 s for a 150 KB page, off the main thread, once per entry): a page of
    // the catalogue then fits the first 14 KB a new connection may send, one round trip sooner.
    const quality = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
    void brotli(body, quality).then((br) => (entry.variants.br = variant(shared, br, 'br')));
    void gzipAsync(body).then((gz) => (entry.variants.gzip = variant(shared, gz, 'gzip')));
  }

  /**
   * Keeps the answers of opted-in routes. Registered before compression, so it sees the body
   * as the route made it and every header the other hooks set.
   */
  function register(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const scope = request.routeOptions.config.responseCache;
      if (!scope || request.method !== 'GET') return payload;
      misses += 1;
      if (reply.statusCode !== 200) return payload;
      if (scope === 'anonymous' && (request.headers.cookie || request.headers.authorization)) {
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const headers = reply.getHeaders() as OutgoingHttpHeaders;
      const cacheControl = String(headers['cache-control'] ?? '');
      if (headers['set-cookie'] || /no-store|private/.test(cacheControl)) return payload;
      const key = request.raw.url && keyOf(request.raw.url, request.headers.cookie);
      if (key && !fresh(key)) store(key, scope, headers, Buffer.from(payload));
      return payload;
    });
  }

  return {
    serve,
    register,
    /** Answers served from memory so far (for tests and diagnostics). */
    hits: () => hits,
    /** Requests of cacheable routes the application had to answer. */
    misses: () => misses,
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
