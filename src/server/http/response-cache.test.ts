// The response cache sits in the HTTP server's own handler, so these tests speak HTTP to a
// listening app (app.inject goes around it).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedPerson } from '../../../tests/support/accounts';
import { createCourse, enroll } from '../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { fixtureWebDir } from '../../../tests/support/web-fixture';
import { courses } from '../db/schema';
import { RESPONSE_CACHE_TTL_MS } from './response-cache';

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

let t: TestApp;
let port: number;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Asks until the cache answers (its compressed copies are made in the background). */
async function getFromCache(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = t.app.responseCache.hits();
    const answer = await get(path, headers);
    if (t.app.responseCache.hits() > before) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** The headers of one moment and one request. */
const withoutDate = ({ date: _date, 'x-request-id': _id, ...headers }: Answer['headers']) =>
  headers;

beforeAll(async () => {
  t = await createTestApp({ webDir: fixtureWebDir() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

describe('the response cache in front of the app', () => {
  it('answers the next visitor of the catalogue with the same bytes and headers', async () => {
    await createCourse(t, { title: 'Conciliaciones bancarias' });
    const first = await get('/api/courses', { 'accept-encoding': 'identity' });
    const again = await getFromCache('/api/courses', { 'accept-encoding': 'identity' });
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers.date).toBeTruthy();
  });

  it('keeps compressed copies that open to the same body', async () => {
    await createCourse(t, {
      title: 'Liquidación de sueldos',
      description: 'Sueldos. '.repeat(200),
    });
    const plain = await getFromCache('/api/courses', { 'accept-encoding': 'identity' });
    const br = await getFromCache('/api/courses', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await getFromCache('/api/courses', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, br, gz]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('drops its copies at once when a course is written', async () => {
    await getFromCache('/api/courses');
    const course = await createCourse(t, { title: 'Monotributo práctico' });
    const after = await get('/api/courses');
    const titles = (JSON.parse(after.body.toString()) as { courses: { id: number }[] }).courses;
    expect(titles.map(({ id }) => id)).toContain(course.id);
  });

  it('keeps a copy no longer than its lifetime', async () => {
    await getFromCache('/api/courses');
    t.clock.advance(RESPONSE_CACHE_TTL_MS + 1);
    const before = t.app.responseCache.hits();
    await get('/api/courses');
    expect(t.app.responseCache.hits()).toBe(before);
    await getFromCache('/api/courses');
  });

  it('serves no copy showing a sale once the sale ends, however young the copy', async () => {
    const saleEndsAt = new Date(t.app.ctx.now().getTime() + 10_000);
    await createCourse(t, { title: 'IVA en oferta', price: 12000, salePrice: 9000, saleEndsAt });
    // Two seconds before the end: a copy kept now would live three more without the end's limit.
    t.clock.advance(8_000);
    for (const path of ['/api/courses', '/courses']) await getFromCache(path);
    t.clock.advance(2_000);
    for (const path of ['/api/courses', '/courses']) {
      const before = t.app.responseCache.hits();
      await get(path);
      expect(t.app.responseCache.hits(), path).toBe(before);
    }
    // With no sale left to end, copies live their usual few seconds again.
    await getFromCache('/api/courses');
  });

  it("gives a signed-in person their own course detail, never a visitor's copy", async () => {
    // Only these two courses visible, so each is the other's one suggestion.
    await t.db.update(courses).set({ visibility: false });
    const seen = await createCourse(t, { title: 'Ganancias personas humanas' });
    const owned = await createCourse(t, { title: 'Bienes personales' });
    const path = `/api/courses/${seen.id}/${seen.slug}`;
    const related = (answer: Answer) =>
      (
        JSON.parse(answer.body.toString()) as { course: { related: { id: number }[] } }
      ).course.related.map(({ id }) => id);
    const visitor = await getFromCache(path);
    expect(related(visitor)).toContain(owned.id);

    const owner = await verifiedPerson(t);
    await enroll(t, owner.person.email, owned.id);
    const before = t.app.responseCache.hits();
    const own = await get(path, { cookie: owner.cookie });
    expect(t.app.responseCache.hits()).toBe(before);
    expect(related(own)).not.toContain(owned.id);
    expect(own.headers['cache-control']).toBe('no-store');
    // ...and what was made for them is not kept for the next visitor.
    expect(related(await getFromCache(path))).toContain(owned.id);
  });

  it('keeps pages for everyone, but not a page that does not exist', async () => {
    const page = await getFromCache('/services', { cookie: 'token=cualquiera' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const before = t.app.responseCache.hits();
    for (let i = 0; i < 3; i++) expect((await get('/no-existe')).status).toBe(404);
    expect(t.app.responseCache.hits()).toBe(before);
  });

  it('leaves conditional, ranged and HEAD requests to the app', async () => {
    await getFromCache('/api/courses');
    const before = t.app.responseCache.hits();
    await get('/api/courses', { 'if-none-match': '"x"' });
    await get('/api/courses', { range: 'bytes=0-10' });
    const head = await get('/api/courses', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(t.app.responseCache.hits()).toBe(before);
  });
});
