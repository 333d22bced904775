import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The part of a Koa middleware this file uses (s3rver is a Koa application). */
type Middleware = (
  ctx: IncomingRequest & { status: number; type: string; body: unknown },
  next: () => Promise<void>,
) => Promise<void>;

type Signed = { credential: string; signedHeaders: string; signature: string; date: string };
type IncomingRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

/** The signature a request claims, and the hash of the payload it signed; undefined if none. */
function claimedSignature(request: IncomingRequest, url: URL) {
  const header = (name: string) => [request.headers[name]].flat()[0] ?? '';
  const query = url.searchParams;
  if (query.has('X-Amz-Signature')) {
    const signed: Signed = {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
      signature: query.get('X-Amz-Signature') ?? '',
      date: query.get('X-Amz-Date') ?? '',
    };
    return { signed, payload: 'UNSIGNED-PAYLOAD' };
  }
  const authorization = header('authorization');
  if (!authorization.startsWith('AWS4-HMAC-SHA256 ')) return undefined;
  const parts = new Map(
    authorization
      .slice('AWS4-HMAC-SHA256 '.length)
      .split(/,\s*/)
      .map((part) => part.split('=') as [string, string]),
  );
  const signed: Signed = {
    credential: parts.get('Credential') ?? '',
    signedHeaders: parts.get('SignedHeaders') ?? '',
    signature: parts.get('Signature') ?? '',
    date: header('x-amz-date'),
  };
  return { signed, payload: header('x-amz-content-sha256') };
}

/**
 * Checks an AWS Signature Version 4 as S3 does (s3rver takes any v4 signature as good): the
 * request is signed again with the server's one secret and the two signatures compared.
 * Answers the error S3 would give, or undefined when the request may go on. Unsigned requests
 * are refused, as a private bucket refuses them.
 */
export function signatureError(request: IncomingRequest): string | undefined {
  const url = new URL(request.url, 'http://s3');
  const claimed = claimedSignature(request, url);
  if (!claimed) return 'AccessDenied';
  const { signed, payload } = claimed;
  const header = (name: string) => [request.headers[name]].flat()[0] ?? '';
  const [, day = '', region = '', service = '', termination = ''] = signed.credential.split('/');
  const canonicalQuery = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signed.signedHeaders
    .split(';')
    .map((name) => `${name}:${header(name).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signed.signedHeaders,
    payload,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    signed.date,
    [day, region, service, termination].join('/'),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = [day, region, service, 'aws4_request'].reduce<string | Buffer>(
    (signing, part) => hmac(signing, part),
    `AWS4${SECRET_ACCESS_KEY}`,
  );
  return hmac(key, stringToSign).toString('hex') === signed.signature
    ? undefined
    : 'SignatureDoesNotMatch';
}

/**
 * A real S3-protocol server (s3rver) on a free port of this machine, with one empty bucket, for
 * the tests of the bucket storage; its files go with `close`.
 */
export async function startS3Server(bucket = 'estudio-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Ahead of s3rver's own middleware: a request with a wrong signature never reaches a file.
  const checkSignature: Middleware = async (ctx, next) => {
    const error = signatureError({ method: ctx.method, url: ctx.url, headers: ctx.headers });
    if (!error) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${error}</Code></Error>`;
  };
  // s3rver is a Koa application (its types leave that out).
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(checkSignature);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The configuration of an app that keeps its files in this server's bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
