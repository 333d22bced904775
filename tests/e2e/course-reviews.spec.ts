import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reviewAuthor } from '../../src/shared/course-reviews';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  site,
  useAdminSession,
  useBrowser,
  waitForHydration,
} from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import { watchLessons } from '../support/e2e-watching';

const SHOTS = '/tmp/course-reviews';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 768 } };

const REVIEW =
  'Muy claro y práctico: por fin concilio el banco sin perderme entre partidas pendientes.';

type Outline = { units: { id: number; modules: { id: number }[] }[] };

/** Watches every lesson through and ticks each, as the player does: the certificate is earned. */
async function finishCourse(page: Page, course: { id: number; slug: string }) {
  const study = await page.request.get(`/api/user/courses/${course.id}/${course.slug}`);
  const { units } = ((await study.json()) as { course: Outline }).course;
  const modules = units.flatMap((unit) =>
    unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
  );
  await watchLessons(page, course, modules);
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Opiniones de alumnos' });

describe("students' reviews in the browser", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('asks a student who finished the course in the player, shows the review on the course page, and the panel hides it', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await openPage('/', PHONE);
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, site().ownedCourse.id);
    await finishCourse(page, course);
    const coursePage = `/courses/${course.id}/${course.slug}`;

    // In the player, after the certificate: asked once, the stars as radio buttons.
    await page.goto(`/account/courses/${course.id}/${course.slug}`);
    await page.getByRole('heading', { name: '¡Terminaste!' }).waitFor();
    const stars = page.getByRole('group', { name: '¿Qué te pareció el curso?' });
    await stars.waitFor();
    const cookies = page.getByRole('button', { name: 'Entendido' });
    if (await cookies.isVisible()) await cookies.click();
    await stars.getByRole('radio', { name: '4 estrellas' }).check();
    await page.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { name: '5 estrellas' }).isChecked()).toBe(true);

    // The server's message shows next to the field.
    const text = page.getByLabel('Contá tu experiencia');
    await text.fill('Excelente, más info en www.mi-estudio.com.ar');
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await page.getByText('La opinión no puede llevar enlaces ni direcciones web.').waitFor();
    await text.fill(REVIEW);
    await stars.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/player-phone.png` });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await page.getByText('¡Gracias por tu opinión!').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '¡Terminaste!' }).waitFor();
    expect(await page.getByRole('group', { name: '¿Qué te pareció el curso?' }).count()).toBe(0);

    // On the course page, rendered by the server: first name and initial only.
    const author = reviewAuthor(person.name, person.lastname);
    const markup = await (await page.request.get(coursePage)).text();
    expect(markup).toContain('Opiniones de alumnos');
    expect(markup).toContain(REVIEW);
    expect(markup).not.toContain(person.lastname);

    await page.goto(coursePage);
    await waitForHydration(page);
    const reviews = reviewsOf(page);
    await reviews.getByText(REVIEW).waitFor();
    await reviews.getByText(author, { exact: true }).waitFor();
    await reviews.getByRole('button', { name: 'Editar mi opinión' }).waitFor();
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/course-phone.png` });

    const visitor = await openPage(coursePage, DESKTOP);
    await waitForHydration(visitor);
    await reviewsOf(visitor).getByText(REVIEW).waitFor();
    expect(await reviewsOf(visitor).getByRole('button', { name: 'Dejar mi opinión' }).count()).toBe(
      0,
    );
    await reviewsOf(visitor).scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/course-desktop.png` });
    await expectNoSeriousA11yViolations(visitor);

    // The panel hides it, with a reason: it leaves the course page.
    const panel = await openAsAdmin(`/panel/reviews?courseId=${course.id}`);
    const card = panel.getByRole('listitem', {
      name: `Opinión de ${person.name} ${person.lastname}`,
    });
    await card.getByText(person.email).waitFor();
    await card.getByRole('button', { name: /^Ocultar/ }).click();
    const dialog = panel.getByRole('dialog', { name: 'Ocultar la opinión' });
    await dialog.getByLabel('Motivo').fill('Prueba de moderación.');
    await dialog.getByRole('button', { name: 'Ocultar opinión' }).click();
    await card.getByText('Oculta', { exact: true }).waitFor();
    await panel.screenshot({ path: `${SHOTS}/panel-desktop.png` });

    await expect
      .poll(async () => (await (await visitor.request.get(coursePage)).text()).includes(REVIEW), {
        timeout: 15_000,
      })
      .toBe(false);
    await visitor.reload();
    await reviewsOf(visitor).waitFor();
    expect(await reviewsOf(visitor).getByText(REVIEW).count()).toBe(0);

    for (const opened of [page, visitor, panel]) await opened.context().close();
  }, 240_000);

  it("shows a course's stars on its page, its card and its JSON-LD from three reviews", async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The e2e data gives the first demo course its demo students' four reviews (5, 5, 4, 5).
    // Shown as '4,8', a drawn star and '(4 opiniones)'; read out as one sentence.
    const rating = 'Calificación 4,8 de 5, 4 opiniones';
    const phone = await openPage('/courses', PHONE);
    const course = (await (await phone.request.get('/api/courses/1/x')).json()) as {
      course: { id: number; slug: string; title: string };
    };
    const { id, slug, title } = course.course;
    await phone
      .getByRole('article')
      .filter({ hasText: title })
      .getByText(rating)
      .waitFor({ state: 'attached' });

    await phone.goto(`/courses/${id}/${slug}`);
    const header = phone.locator('section[aria-labelledby="course-title"]');
    await header.getByText(rating).waitFor({ state: 'attached' });
    await header.getByText('(4 opiniones)').waitFor();
    await phone.screenshot({ path: `${SHOTS}/rating-phone.png` });
    const html = await (await phone.request.get(`/courses/${id}/${slug}`)).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}').aggregateRating).toMatchObject({
      ratingValue: 4.8,
      reviewCount: 4,
    });

    const desktop = await openPage(`/courses/${id}/${slug}`, DESKTOP);
    await desktop
      .locator('section[aria-labelledby="course-title"]')
      .getByText(rating)
      .waitFor({ state: 'attached' });
    await desktop.screenshot({ path: `${SHOTS}/rating-desktop.png` });
    for (const opened of [phone, desktop]) await opened.context().close();
  });
});
