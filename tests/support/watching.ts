import { call } from './accounts';
import type { TestApp } from './test-app';

/** A short lesson's length, as a test player reports it. */
export const TEST_LESSON_SECONDS = 30;

/** One position save (a heartbeat) of a lesson, with the length the player reports. */
export const heartbeat = (
  t: TestApp,
  cookie: string,
  courseId: number,
  body: { moduleId: number; seconds: number; duration?: number },
) => call(t, 'PUT', `/api/user/courses/${courseId}/x/position`, { cookie, body });

/**
 * Watches a lesson through, as the player does at the fastest speed: a heartbeat at its start,
 * then one every 15 s of the application's clock, 30 s further each, to its end.
 */
export async function watchLesson(
  t: TestApp,
  cookie: string,
  courseId: number,
  moduleId: number,
  length = TEST_LESSON_SECONDS,
): Promise<void> {
  let seconds = 0;
  for (;;) {
    const saved = await heartbeat(t, cookie, courseId, { moduleId, seconds, duration: length });
    if (saved.statusCode !== 204) throw new Error(`heartbeat refused: ${saved.body}`);
    if (seconds >= length) return;
    t.clock.advance(15_000);
    seconds = Math.min(length, seconds + 30);
  }
}

/** Watches a lesson through (`watchLesson`), then ticks it as the player does once it is seen. */
export async function watchAndTick(
  t: TestApp,
  cookie: string,
  courseId: number,
  module: { unitId: number; moduleId: number },
) {
  await watchLesson(t, cookie, courseId, module.moduleId);
  return call(t, 'PUT', `/api/user/courses/${courseId}/x/update/progress`, {
    cookie,
    body: module,
  });
}

/** Watches and ticks the first `count` lessons of a course, in the course's order. */
export async function watchFirstLessons(
  t: TestApp,
  cookie: string,
  course: { id: number; slug: string },
  count: number,
): Promise<void> {
  const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, { cookie });
  const units: { id: number; modules: { id: number }[] }[] = study.json().course.units;
  const modules = units.flatMap((unit) =>
    unit.modules.map((m) => ({ unitId: unit.id, moduleId: m.id })),
  );
  for (const seen of modules.slice(0, count)) {
    const marked = await watchAndTick(t, cookie, course.id, seen);
    if (marked.statusCode !== 200) throw new Error(`tick refused: ${marked.body}`);
  }
}
