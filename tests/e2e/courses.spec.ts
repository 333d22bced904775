import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudyCourse } from '../../src/shared/responses/learning';
import { E2E_STUDENT } from '../support/e2e-seed';
import {
  expectNoSeriousA11yViolations,
  expectVerifyFirstDialog,
  holdRequests,
  signIn,
  signUpThroughApi,
  site,
  useBrowser,
  waitForHydration,
} from '../support/e2e';

/** Plays the lesson from its start to its end (the server credits what was played, not skipped). */
async function playToEnd(page: Page) {
  const video = page.getByTestId('module-video');
  await video.waitFor();
  await video.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    if (media.currentTime > 0) {
      media.currentTime = 0;
      await new Promise((done) => (media.onseeked = done));
    }
    await media.play();
  });
}

/** Chooses 'Primeros pasos' and searches 'SUELDOS' in the catalogue: one course matches. */
async function chooseCategoryAndSearch(page: Page) {
  await page.getByLabel('Categoría').selectOption({ label: 'Primeros pasos' });
  await page.getByLabel('Buscar curso').fill('SUELDOS');
}

/** The catalogue's announcement of its single match (read by screen readers, not shown). */
const oneCourseFound = (page: Page) =>
  page.getByRole('status').filter({ hasText: '1 curso encontrado' }).waitFor({ state: 'attached' });

describe('courses in the browser', () => {
  const openPage = useBrowser();
  const owned = () => site().ownedCourse;

  it('keeps the catalogue search and category in the address across a reload', async () => {
    const page = await openPage('/courses');
    const search = page.getByLabel('Buscar curso');
    await search.waitFor();
    await chooseCategoryAndSearch(page);
    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('profession');

    await page.reload();
    await page.getByRole('heading', { name: /Liquidación de sueldos/ }).waitFor();
    expect(await page.getByLabel('Buscar curso').inputValue()).toBe('SUELDOS');
    expect(await page.getByLabel('Categoría').inputValue()).toBe('profession');
    expect(await page.locator('main article').count()).toBe(1);
    await page.context().close();
  });

  it('finds a course typed without accents, by words of its description too, and keeps the search in the address', async () => {
    const page = await openPage('/courses');
    await waitForHydration(page);
    await page.getByLabel('Buscar curso').fill('liquidacion');
    await page.waitForURL((url) => url.searchParams.get('search') === 'liquidacion');
    const titles = page.locator('main article h3');
    await oneCourseFound(page);
    expect(await titles.allTextContents()).toEqual(['Liquidación de sueldos y cargas sociales']);

    // A word of the description only, typed in capitals.

    await page.getByLabel('Buscar curso').fill('DEDUCCIONES');
    await page.waitForURL((url) => url.searchParams.get('search') === 'DEDUCCIONES');
    await oneCourseFound(page);
    expect(await titles.allTextContents()).toEqual([
      'Impuesto a las Ganancias para personas humanas',
    ]);
    await page.reload();
    expect(await page.getByLabel('Buscar curso').inputValue()).toBe('DEDUCCIONES');
    expect(await titles.allTextContents()).toEqual([
      'Impuesto a las Ganancias para personas humanas',
    ]);
    await page.context().close();
  });

  it('keeps a search typed before the catalogue became interactive', async () => {
    const page = await openPage('about:blank');
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/courses', { waitUntil: 'commit' });
    await chooseCategoryAndSearch(page);
    release();

    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('profession');
    await oneCourseFound(page);
    expect(await page.locator('main article').count()).toBe(1);
    await page.context().close();
  });

  it('keeps a category chosen while the code below the first screen is still on its way', async () => {
    const page = await openPage('about:blank');
    // The footer's code held back: the catalogue is interactive, but a change of the address is
    // drawn only once the footer has been taken over.
    const release = await holdRequests(page, /\/assets\/Footer-[^/]+\.js$/);
    await page.goto('/courses');
    await waitForHydration(page);
    await chooseCategoryAndSearch(page);
    expect(await page.getByLabel('Categoría').inputValue()).toBe('profession');
    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('profession');

    release();
    await oneCourseFound(page);
    expect(await page.locator('main article').count()).toBe(1);
    await page.context().close();
  });

  it("keeps the server's courses on screen until their code arrives, then filters them", async () => {
    const page = await openPage('about:blank');
    // The list's code held back: the filter bar works, the courses are still the server's markup.
    const release = await holdRequests(page, /\/assets\/CatalogResults-[^/]+\.js$/);
    await page.goto('/courses');
    await waitForHydration(page);
    const courses = page.locator('main article');
    const all = await courses.count();
    expect(all).toBeGreaterThan(1);
    await chooseCategoryAndSearch(page);
    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    expect(await page.getByLabel('Categoría').inputValue()).toBe('profession');
    expect(await courses.count()).toBe(all);

    release();
    await oneCourseFound(page);
    expect(await courses.count()).toBe(1);
    await courses.getByRole('link').first().click();
    await page.waitForURL((url) => /^\/courses\/\d+\//.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: /Liquidación de sueldos/ }).waitFor();
    await page.context().close();
  });

  it('keeps a category chosen while the catalogue hydrates when the search is typed next', async () => {
    const page = await openPage('about:blank');
    // Four times slower, as a phone: the choice and the search land around hydration.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/courses');
    await chooseCategoryAndSearch(page);
    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    await waitForHydration(page);
    await oneCourseFound(page);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('profession');
    await page.context().close();
  });

  it('invites a visitor to sign in before buying', async () => {
    const { id, slug } = owned();
    const page = await openPage(`/courses/${id}/${slug}`);
    const action = page.getByRole('link', { name: 'Iniciar sesión para comprar' });
    await action.waitFor();
    const target = new URL((await action.getAttribute('href')) ?? '', 'http://x');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('redirect_url')).toBe(`/buy?id=${id}&slug=${slug}`);
    await page.getByRole('heading', { name: 'Contenido del curso' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('shows and hides each unit of the course outline', async () => {
    const { id, slug } = owned();
    const page = await openPage(`/courses/${id}/${slug}`);
    await waitForHydration(page);
    // The outline is below the header, a later part: its code arrives after the page's, and a
    // click before that is not React's to answer.
    await page.waitForLoadState('networkidle');
    const unit = (n: number) => page.getByRole('button', { name: new RegExp(`^Unidad ${n}:`) });
    const modules = (n: number) =>
      page.getByRole('region', { name: new RegExp(`^Unidad ${n}:`) }).getByRole('listitem');
    expect(await unit(1).getAttribute('aria-expanded')).toBe('true');
    expect(await unit(2).getAttribute('aria-expanded')).toBe('false');
    expect(await modules(1).count()).toBeGreaterThan(0);
    expect(await modules(2).count()).toBe(0);

    await unit(2).click();
    await unit(1).press('Enter');
    expect(await unit(2).getAttribute('aria-expanded')).toBe('true');
    expect(await unit(1).getAttribute('aria-expanded')).toBe('false');
    expect(await modules(2).count()).toBeGreaterThan(0);
    expect(await modules(1).count()).toBe(0);
    await page.context().close();
  });

  it("shows a student's own course on the cards right after signing in and out, without a reload", async () => {
    const page = await openPage('/courses');
    await waitForHydration(page);
    // A property of the page's window: any reload would drop it.
    await page.evaluate(() => Object.assign(window, { visit: 'first load' }));
    const card = page.locator('main article', { hasText: 'Práctica de conciliaciones bancarias' });
    await card.waitFor();
    expect(await card.getByText('Empezar', { exact: true }).count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Correo electrónico').fill(E2E_STUDENT.email);
    await form.getByLabel('Contraseña').fill(E2E_STUDENT.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await card.getByText('Empezar', { exact: true }).waitFor();

    await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/courses');
    await card.waitFor();
    expect(await card.getByText('Empezar', { exact: true }).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => (window as { visit?: string }).visit)).toBe('first load');
    await page.context().close();
  });

  it('shows the owner "En propiedad", then plays lesson after lesson with a countdown, ticking progress, to the end', async () => {
    const { id, slug } = owned();
    const page = await openPage('/');
    await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);

    await page.goto(`/courses/${id}/${slug}`);
    await page.getByRole('link', { name: 'En propiedad' }).waitFor();
    await page.goto('/courses');
    const card = page.locator('main article', { hasText: 'Práctica de conciliaciones bancarias' });
    await card.getByText('Empezar', { exact: true }).waitFor();

    // The lesson comes from the private area, in parts (206), and can be sought.
    const lessonAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/learning/files/')) lessonAnswers.push(response.status());
    });
    await page.goto(`/account/courses/${id}/${slug}?unit=1&module=1`);
    await page.getByRole('heading', { name: /Qué es una conciliación/ }).waitFor();
    const video = page.getByTestId('module-video');
    const lesson = new URL((await video.getAttribute('src'))!, page.url());
    expect(lesson.pathname).toMatch(/^\/api\/learning\/files\//);
    await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      if (media.readyState < 1) await new Promise((done) => (media.onloadedmetadata = done));
      media.currentTime = media.duration / 2;
      await new Promise((done) => (media.onseeked = done));
    });
    expect(lessonAnswers).toContain(206);
    expect(lessonAnswers.filter((status) => status >= 400)).toEqual([]);
    const stranger = await openPage('about:blank');
    expect((await stranger.request.get(lesson.href)).status()).toBe(401);
    await stranger.context().close();
    const study = await page.request.get(`/api/user/courses/${id}/${slug}`);
    const units = ((await study.json()) as { course: StudyCourse }).course.units;
    const lessonIs = (moduleId: number) => (url: URL) =>
      url.searchParams.get('lesson') === String(moduleId);
    // The old address names the lesson by place; the player rewrites it to the stable id.
    await page.waitForURL(lessonIs(units[0]!.modules[0]!.id));

    // Played from its start into its end: the server counted it watched, the module is ticked,
    // and the player counts down to the next lesson.
    await playToEnd(page);
    await page
      .getByRole('status')
      .filter({ hasText: /^Siguiente clase en \d s$/ })
      .waitFor();
    await page.waitForURL(lessonIs(units[0]!.modules[1]!.id));
    await page.getByRole('heading', { name: /Partidas pendientes/ }).waitFor();
    await page.getByText('33% completado').waitFor();
    expect(await page.getByText('Completado', { exact: true }).count()).toBeGreaterThanOrEqual(1);

    // 'Cancelar' stops the countdown; 'Siguiente' and 'Anterior' follow the course's order.
    await playToEnd(page);
    const countdown = page.getByRole('status').filter({ hasText: /^Siguiente clase en/ });
    await countdown.waitFor();
    await countdown.locator('..').getByRole('button', { name: 'Cancelar' }).click();
    await countdown.waitFor({ state: 'detached' });
    // Nothing to wait on for something that must not happen: past the 5 s, still here.
    await page.waitForTimeout(5500);
    expect(lessonIs(units[0]!.modules[1]!.id)(new URL(page.url()))).toBe(true);
    await page.getByText('67% completado').waitFor();
    const steps = page.getByRole('navigation', { name: 'Clases' });
    expect(await steps.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe(
      `/account/courses/${id}/${slug}?lesson=${units[0]!.modules[0]!.id}`,
    );
    await steps.getByRole('link', { name: 'Siguiente' }).click();
    await page.waitForURL(lessonIs(units[1]!.modules[0]!.id));
    expect(await steps.getByRole('link', { name: 'Siguiente' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '¡Terminaste!' }).count()).toBe(0);

    // Coming back without a module in the address picks up where the student left off.
    await page.goto(`/account/courses/${id}/${slug}`);
    await page.waitForURL(lessonIs(units[1]!.modules[0]!.id));

    await page.getByRole('tab', { name: 'Material' }).click();
    const material = page.getByRole('link', { name: /Planilla de conciliación/ });
    await material.waitFor();
    expect(await material.getAttribute('href')).toBe('https://example.com/conciliacion.xlsx');

    // A lesson with a video is ticked by watching it, not by a click.
    expect(await page.getByRole('button', { name: 'Marcar como completado' }).count()).toBe(0);
    await playToEnd(page);
    await page.getByText('100% completado').waitFor();
    // Reaching 100 %: the moment, and the way to the certificate.
    await page.getByRole('heading', { name: '¡Terminaste!' }).waitFor();
    const certificate = page.getByRole('link', { name: 'Descargá tu certificado' });
    expect(await certificate.getAttribute('href')).toBe('/account/courses#my-certificates');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/account/courses');
    await page
      .locator('main article', { hasText: 'Práctica de conciliaciones' })
      .getByText('Completado')
      .waitFor();
    await page.context().close();
  }, 120_000);

  it('asks an unverified buyer to validate the account first', async () => {
    const page = await openPage('/');
    await signUpThroughApi(page, { verified: false });
    // The first demo course: visible, and not owned by this new account.
    await page.goto('/courses/1/x');
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expectVerifyFirstDialog(page);
    await page.context().close();
  });

  it('fixes a wrong slug in the address and sends unknown courses home', async () => {
    const { id, slug } = owned();
    const page = await openPage(`/courses/${id}/nombre-viejo`);
    await page.waitForURL((url) => url.pathname === `/courses/${id}/${slug}`);
    await page.goto('/courses/99999/no-existe');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('has no serious accessibility violations on the catalogue', async () => {
    const page = await openPage('/courses');
    await page.locator('main article').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
