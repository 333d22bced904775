import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_STUDENT } from '../support/e2e-seed';
import type { StudyCourse } from '../../src/shared/responses/learning';
import { holdRequests, signUpThroughApi, site, useBrowser, waitForHydration } from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import { collectProblems, markRenderedNodes, renderedNodesKept } from '../support/e2e-rendering';

/** The seeded student's course: 'Práctica de conciliaciones bancarias', first lesson. */
const FIRST_LESSON = 'Qué es una conciliación';

async function signInThroughApi(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: E2E_STUDENT.email, password: E2E_STUDENT.password },
  });
  expect(answer.ok()).toBe(true);
}

const lessonPath = () => {
  const { id, slug } = site().ownedCourse;
  return `/account/courses/${id}/${slug}?unit=1&module=1`;
};

/** The API calls the page makes, by path. */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/learning/files/')) {
      calls.push(pathname);
    }
  });
  return calls;
}

describe('a lesson rendered on the server for the student who studies it', () => {
  const openPage = useBrowser();

  it('sends its owner the lesson before any JavaScript runs, and nobody else', async () => {
    const page = await openPage('about:blank', { javaScriptEnabled: false });
    await signInThroughApi(page);
    const answer = await page.goto(lessonPath());
    // Theirs alone: no cache on the way may keep it.
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    const main = page.locator('main');
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).innerText())
      .toBe('Práctica de conciliaciones bancarias');
    // A course the student finished opens at its first lesson, under the '¡Terminaste!' moment.
    expect(
      await main.getByRole('heading', { level: 2, name: new RegExp(FIRST_LESSON) }).count(),
    ).toBe(1);
    const video = page.getByTestId('module-video');
    expect(await video.getAttribute('src')).toMatch(/^\/api\/learning\/files\//);
    expect(await main.getByRole('link', { name: /Partidas pendientes/ }).count()).toBe(1);
    // The navigation knows the person at once.
    expect(await page.getByRole('banner').innerText()).toContain(E2E_STUDENT.username);
    await page.context().close();

    // Someone signed in who does not own the course, and a visitor without a session, get the
    // page without the lesson: the browser draws it (and sends them away).
    const stranger = await openPage('about:blank', { javaScriptEnabled: false });
    await signUpThroughApi(stranger);
    for (const visitor of [stranger, await openPage('about:blank', { javaScriptEnabled: false })]) {
      await visitor.goto(lessonPath());
      expect(await visitor.locator('#root').innerHTML()).toBe('');
      expect(await visitor.content()).not.toContain('conciliaciones bancarias');
      await visitor.context().close();
    }
  });

  it('takes the lesson over on a slow phone without drawing it again or asking the API for it', async () => {
    const page = await openPage('about:blank');
    await signInThroughApi(page);
    const problems = collectProblems(page);
    const calls = collectApiCalls(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await markRenderedNodes(page, 'main h1, main h2, main video, main a, nav a');
    await page.goto(lessonPath());
    await waitForHydration(page);
    // The old address by place becomes the lesson's stable address, without leaving the page.
    await page.waitForURL((url) => url.searchParams.has('lesson'));
    await page.waitForLoadState('networkidle');
    const kept = await renderedNodesKept(page);
    expect(kept.all).toBeGreaterThan(8);
    expect(kept.kept).toBe(kept.all);
    // The session and the course came with the page. (A finished course asks whether its
    // student has reviewed it yet: that is no second reading of the page's data.)
    expect(
      calls.filter(
        (path) =>
          path.startsWith('/api/auth/') || (path.includes('/user/') && !path.endsWith('/review')),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);

    // The controls work once taken over: the next lesson opens in the same page.
    await page.getByRole('link', { name: /Partidas pendientes/ }).click();
    await page.getByRole('heading', { level: 2, name: /Partidas pendientes/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts the video at the saved second even when it was ready before the page was taken over', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, 1);
    const study = (await (await page.request.get(`/api/user/courses/${course.id}/x`)).json()) as {
      course: StudyCourse;
    };
    const moduleId = study.course.units[0]!.modules[0]!.id;
    const saved = await page.request.put(`/api/user/courses/${course.id}/x/position`, {
      data: { moduleId, seconds: 3 },
    });
    expect(saved.status()).toBe(204);

    // The app's code waits until the server's <video> has read its metadata.
    const release = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto(`/account/courses/${course.id}/${course.slug}`, {
      waitUntil: 'domcontentloaded',
    });
    const video = page.getByTestId('module-video');
    await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      if (media.readyState < 1) await new Promise((done) => (media.onloadedmetadata = done));
    });
    release();
    await waitForHydration(page);
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime))
      .toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('sends a student who signs out from the lesson home, and a visitor to the login', async () => {
    const page = await openPage('about:blank');
    await signInThroughApi(page);
    await page.goto(lessonPath());
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: E2E_STUDENT.username }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();

    await page.goto(lessonPath());
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(lessonPath());
    await page.context().close();
  });
});
