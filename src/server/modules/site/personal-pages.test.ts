// A lesson is rendered on the server for the signed-in person who studies it, with their data.
// These tests speak HTTP to a listening app (the response cache sits in the HTTP server's own
// handler) with a stand-in page renderer that reads the data as the real one does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { listenOnLoopback, siteWithRenderer } from '../../../../tests/support/stand-in-site';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { RENDERED_STATE_ID } from '../../../shared/server-render';

let t: TestApp;
let base: string;

/** The server renderer: renders a lesson only with the person's own data, as entry-server does. */
const RENDERER = `export const render = async (url, data) => {
      globalThis.lessonRenders = (globalThis.lessonRenders ?? 0) + 1;
      const lesson = /^\\/account\\/courses\\/([^/]+)\\//.exec(new URL(url, 'http://x').pathname);
      if (!lesson) return { html: '<main>pública</main>', state: {} };
      const read = await data.read.study({ id: lesson[1] });
      if (!read) return undefined;
      const { session, course } = read;
      return { html: '<main>' + course.title + ' · ' + session.user.email + '</main>', state: { session, course } };
    };`;

const renders = () => (globalThis as { lessonRenders?: number }).lessonRenders ?? 0;

async function lesson(course: { id: number; slug: string }, cookie?: string) {
  const response = await fetch(`${base}/account/courses/${course.id}/${course.slug}?lesson=1`, {
    headers: cookie ? { cookie } : {},
  });
  const html = await response.text();
  const root = /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  const state = new RegExp(
    `<script type="application/json" id="${RENDERED_STATE_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    setCookie: response.headers.get('set-cookie'),
    root,
    state: state === undefined ? undefined : (JSON.parse(state) as Record<string, unknown>),
  };
}

beforeAll(async () => {
  t = await createTestApp({ webDir: siteWithRenderer(RENDERER) });
  base = await listenOnLoopback(t);
});
afterAll(() => t.close());

describe('a lesson rendered for the person who studies it', () => {
  it('carries exactly what the API answers that person, and is kept by no cache', async () => {
    const course = await createCourse(t);
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);

    const page = await lesson(course, student.cookie);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    expect(page.root).toBe(`<main>${course.title} · ${student.person.email}</main>`);
    const session = await call(t, 'GET', '/api/auth/verify/token', { cookie: student.cookie });
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: student.cookie,
    });
    // Nothing the API leaves out (password hash, storage keys) reaches the page.
    expect(page.state).toEqual({ session: session.json(), course: study.json().course });
  });

  it('renders each request for its own person, never from the response cache or the store', async () => {
    const course = await createCourse(t);
    const [ana, bruno] = [await verifiedPerson(t), await verifiedPerson(t)];
    await enroll(t, ana.person.email, course.id);
    await enroll(t, bruno.person.email, course.id);
    const hits = t.app.responseCache.hits();
    const before = renders();
    for (let round = 0; round < 3; round++) {
      expect((await lesson(course, ana.cookie)).root).toContain(ana.person.email);
      expect((await lesson(course, bruno.cookie)).root).toContain(bruno.person.email);
    }
    expect(renders() - before).toBe(6);
    expect(t.app.responseCache.hits()).toBe(hits);
  });

  it('sends the bare page to whoever may not study the course: the browser draws it', async () => {
    const course = await createCourse(t);
    const owner = await verifiedPerson(t);
    await enroll(t, owner.person.email, course.id);
    const stranger = await verifiedPerson(t);

    for (const cookie of [stranger.cookie, undefined, 'token=caducado']) {
      const page = await lesson(course, cookie);
      expect(page.status).toBe(200);
      expect(page.root).toBe('');
      expect(page.state).toBeUndefined();
    }
    // A session that no longer holds is cleared, as by the API.
    expect((await lesson(course, 'token=caducado')).setCookie).toMatch(/^token=;/);
    // A course that does not exist, or an id that is not one.
    expect((await lesson({ id: 999_999, slug: 'x' }, owner.cookie)).root).toBe('');
    expect((await lesson({ id: 0, slug: 'x' }, owner.cookie)).root).toBe('');
  });

  it('renders a course for an administrator, who may study any', async () => {
    const course = await createCourse(t);
    const admin = await adminPerson(t);
    expect((await lesson(course, admin.cookie)).root).toContain(course.title);
  });
});
