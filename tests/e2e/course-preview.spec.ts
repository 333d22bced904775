import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import { saleInForce } from '../../src/shared/pricing';
import { previewPagePath } from '../../src/shared/course-preview';
import { expectNoSeriousA11yViolations, signUpThroughApi } from '../support/e2e';
import { useBrowser, waitForHydration } from '../support/e2e';
import { demoCourse } from '../support/e2e-purchases';
import type { CourseDetail } from '../../src/shared/responses/courses';

const SHOTS = '/tmp/course-preview';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 768 } };

/** The demo course's first lesson: a free preview in every demo course. */
function firstPreview(course: CourseDetail) {
  const lesson = course.units[0]!.modules[0]!;
  expect(lesson.preview).toBe(true);
  return lesson;
}

/** Plays the lesson's last moments: the clip lasts seconds, the end is what the test is about. */
async function playToTheEnd(page: Page) {
  const video = page.getByTestId('module-video');
  await video.waitFor();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1) {
      await new Promise((done) => element.addEventListener('loadedmetadata', done, { once: true }));
    }
    element.currentTime = Math.max(0, element.duration - 0.5);
    await element.play();
  });
}

describe('free preview lessons', () => {
  const openPage = useBrowser();

  it('lets a visitor watch a free lesson on a phone, then buy the course', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await openPage('/', PHONE);
    const course = await demoCourse(page);
    const lesson = firstPreview(course);
    const price = formatPrice(saleInForce(course, Date.now())?.price ?? course.price);

    // The lesson's page comes rendered by the server, without its player.
    const html = await (await page.request.get(previewPagePath(course, lesson.id))).text();
    expect(html).toContain(`>${lesson.title}</h1>`);
    expect(html).toContain('Comprar el curso');
    expect(html).not.toContain('<video');

    await page.goto(`/courses/${course.id}/${course.slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Entendido' }).click();
    const watchFree = page.getByRole('link', { name: `Ver gratis: ${lesson.title}` });
    await watchFree.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/course-outline-phone.png` });
    await watchFree.click();
    await page.waitForURL((url) => url.pathname === previewPagePath(course, lesson.id));
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/phone.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ver la clase gratis' }).click();
    await playToTheEnd(page);
    const end = page.getByRole('status').filter({ hasText: '¿Te gustó la clase?' });
    await end.waitFor();
    // On a phone the offer is where the lesson was, and only there.
    const aside = page.getByRole('complementary', { name: 'El curso completo' });
    expect(await aside.isVisible()).toBe(false);
    expect(await end.textContent()).toContain(price);
    await page.screenshot({ path: `${SHOTS}/phone-end.png` });

    // Signed out, 'Comprar el curso' asks to sign in first, then goes on to the buy page.
    await end.getByRole('link', { name: 'Comprar el curso' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await signUpThroughApi(page);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/buy');
    const form = page.getByRole('form', { name: 'Datos del comprador' });
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Documento').fill('30123456');
    await form.getByLabel('Localidad').fill('San Rafael');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');

    // An owner back on the free lesson is sent to the course, not to buy it again.
    await page.goto(previewPagePath(course, lesson.id));
    await page.getByRole('link', { name: 'En propiedad' }).first().waitFor();
    await page.context().close();
  });

  it('shows the lesson beside the course on desktop, and refuses a paid lesson', async () => {
    const page = await openPage('/', DESKTOP);
    const course = await demoCourse(page);
    const lesson = firstPreview(course);
    await page.goto(previewPagePath(course, lesson.id));
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: 'El curso completo' });
    await offer.getByRole('link', { name: /Comprar el curso|Iniciar sesión/ }).waitFor();
    await page.getByRole('button', { name: 'Ver la clase gratis' }).click();
    await page.getByTestId('module-video').waitFor();
    await page.screenshot({ path: `${SHOTS}/desktop.png` });

    const paid = course.units[0]!.modules[1]!;
    expect(paid.preview).toBe(false);
    expect(paid.videoId).toBeUndefined();
    const refused = await page.goto(previewPagePath(course, paid.id));
    expect(refused?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Esta clase no es gratuita' }).waitFor();
    await page.context().close();
  });
});
