import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, verifiedPerson } from '../../tests/support/accounts';
import { createCourse } from '../../tests/support/courses';
import { REDIS_URL, redisAnswers } from '../../tests/support/redis-server';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { courses } from './db/schema';
import { RESPONSE_CACHE_TTL_MS } from './http/response-cache';
import { CATALOGUE_TTL_MS } from './modules/courses/catalogue';

/** How stale another instance's answers may be: its catalogue's lifetime, then its cache's. */
const STALE_AT_MOST_MS = CATALOGUE_TTL_MS + RESPONSE_CACHE_TTL_MS;

const withRedis = await redisAnswers();

/** Two instances of the site on one database and one Redis, sharing nothing in memory. */
describe('two instances behind a load balancer', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env: Record<string, string> = withRedis ? { REDIS_URL } : {};
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('accepts a session opened on one instance on the other', async () => {
    const { cookie, person } = await verifiedPerson(a);
    const onB = await call(b, 'GET', '/api/user', { cookie });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().user.email).toBe(person.email);
  });

  it.runIf(withRedis)('counts rate limits across both instances', async () => {
    const ip = `10.${randomInt(250)}.${randomInt(250)}.${randomInt(250)}`;
    const message = {
      name: 'Marta Ibáñez',
      email: 'marta@example.com',
      phone: '1155550000',
      message: 'Quisiera saber si liquidan sueldos para un comercio.',
    };
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await call(instance, 'POST', '/api/contact', { body: message, ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it(`shows a course edit made on one instance on the other within ${STALE_AT_MOST_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const course = await createCourse(a, { title: 'Monotributo para profesionales' });
    b.app.ctx.catalogue.invalidate();
    const url = `/api/courses/${course.id}/${course.slug}`;
    expect((await call(b, 'GET', url)).json().course.title).toBe('Monotributo para profesionales');

    // What the editor does on instance A: write, then forget A's own cached copy.
    await a.db.update(courses).set({ title: 'Monotributo 2027' }).where(eq(courses.id, course.id));
    a.app.ctx.catalogue.invalidate();
    expect((await call(a, 'GET', url)).json().course.title).toBe('Monotributo 2027');
    expect((await call(b, 'GET', url)).json().course.title).toBe('Monotributo para profesionales');

    // Just before B's catalogue expires, a visitor's answer is kept by B's response cache...
    vi.advanceTimersByTime(CATALOGUE_TTL_MS - 1);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const overHttp = async () => {
      const address = b.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = await fetch(`http://127.0.0.1:${port}${url}`);
      return ((await answer.json()) as { course: { title: string } }).course.title;
    };
    expect(await overHttp()).toBe('Monotributo para profesionales');

    // ...so once the catalogue has expired the application has the edit, the cache not yet...
    vi.advanceTimersByTime(2);
    expect((await call(b, 'GET', url)).json().course.title).toBe('Monotributo 2027');
    expect(await overHttp()).toBe('Monotributo para profesionales');

    // ...and within both lifetimes every answer has it.
    vi.advanceTimersByTime(RESPONSE_CACHE_TTL_MS);
    expect(await overHttp()).toBe('Monotributo 2027');
    const listed = (await call(b, 'GET', '/api/courses')).json().courses;
    expect(listed.map((card: { title: string }) => card.title)).toContain('Monotributo 2027');
  });
});
