import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudyCourse } from '../../src/shared/responses/learning';
import { buyInSandbox } from '../support/e2e-purchases';
import { signIn, signUpThroughApi, useBrowser } from '../support/e2e';

/** The lesson's <video> once it knows its length. */
async function lessonVideo(page: Page) {
  const video = page.getByTestId('module-video');
  await video.waitFor();
  await video.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    if (media.readyState < 1) await new Promise((done) => (media.onloadedmetadata = done));
  });
  return video;
}

/** Plays the lesson (muted) until its playhead passes `seconds`. */
async function playPast(page: Page, seconds: number) {
  const video = await lessonVideo(page);
  await video.evaluate(async (element, until) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    await media.play();
    await new Promise<void>((done) => {
      const check = () => (media.currentTime >= until ? done() : requestAnimationFrame(check));
      check();
    });
  }, seconds);
  return video;
}

/** The course's resume as the server has it. */
async function savedResume(page: Page, courseId: number) {
  const answer = await page.request.get(`/api/user/courses/${courseId}/x`);
  return ((await answer.json()) as { course: StudyCourse }).course.resume;
}

describe('continuing a course where the student left off', () => {
  const openPage = useBrowser();

  it('saves the place on pause and on leaving, and opens it in another browser', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, 1);
    const units = (
      (await (await page.request.get(`/api/user/courses/${course.id}/x`)).json()) as {
        course: StudyCourse;
      }
    ).course.units;
    const lesson = units[0]!.modules[1]!;
    expect(await savedResume(page, course.id)).toBeNull();

    // The seed's address by place still works, and becomes the lesson's stable address.
    await page.goto(`/account/courses/${course.id}/${course.slug}?unit=1&module=2`);
    await page.waitForURL((url) => url.searchParams.get('lesson') === String(lesson.id));
    await page.getByRole('heading', { name: lesson.title }).waitFor();

    // A pause saves the place.
    const video = await playPast(page, 2.2);
    const paused = page.waitForResponse(
      (answer) => answer.url().endsWith('/position') && answer.request().method() === 'PUT',
    );
    await video.evaluate((element) => (element as HTMLVideoElement).pause());
    expect((await paused).status()).toBe(204);
    expect(await savedResume(page, course.id)).toEqual({ moduleId: lesson.id, seconds: 2 });

    // Leaving the page mid-lesson saves the place by beacon.
    await playPast(page, 3.2);
    await page.goto('/account/courses');
    await expect
      .poll(() => savedResume(page, course.id))
      .toEqual({ moduleId: lesson.id, seconds: 3 });
    const card = page.locator('main article', { hasText: course.title });
    await card.getByText(`Continuar: Unidad 1 · ${lesson.title}, 00:03`).waitFor();
    await page.context().close();

    // Another browser: the same student signs in and lands on the lesson, at its second.
    const other = await openPage('/');
    await signIn(other, person.email, person.password);
    await other.goto(`/courses/${course.id}/${course.slug}`);
    await other.getByText(`Continuar: Unidad 1 · ${lesson.title}, 00:03`).waitFor();
    await other.goto('/account/courses');
    await other
      .locator('main article', { hasText: course.title })
      .getByRole('link', { name: course.title })
      .click();
    await other.waitForURL((url) => url.searchParams.get('lesson') === String(lesson.id));
    await other.getByRole('heading', { name: lesson.title }).waitFor();
    const resumed = await lessonVideo(other);
    await expect
      .poll(() => resumed.evaluate((element) => (element as HTMLVideoElement).currentTime))
      .toBeGreaterThanOrEqual(3);
    await other.context().close();
  });

  it('remembers the playback speed and plays, pauses and seeks from the keyboard', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, 1);
    await page.goto(`/account/courses/${course.id}/${course.slug}`);
    const video = await lessonVideo(page);
    await page.getByLabel('Velocidad').selectOption({ label: '1,5×' });
    const rate = () => video.evaluate((element) => (element as HTMLVideoElement).playbackRate);
    expect(await rate()).toBe(1.5);

    await video.evaluate((element) => ((element as HTMLVideoElement).muted = true));
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).paused))
      .toBe(false);
    await page.keyboard.press(' ');
    const paused = () => video.evaluate((element) => (element as HTMLVideoElement).paused);
    await expect.poll(paused).toBe(true);
    const at = () => video.evaluate((element) => (element as HTMLVideoElement).currentTime);
    await video.evaluate((element) => ((element as HTMLVideoElement).currentTime = 0));
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).toBeGreaterThanOrEqual(4);

    // After a reload the lesson plays at the chosen speed, and the control shows it.
    await page.reload();
    const again = await lessonVideo(page);
    expect(await again.evaluate((element) => (element as HTMLVideoElement).playbackRate)).toBe(1.5);
    expect(await page.getByLabel('Velocidad').inputValue()).toBe('1.5');
    await page.context().close();
  });
});
