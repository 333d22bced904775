import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo lessons: five-second clips (src/server/seed/demo-lessons.ts). */
const CLIP_SECONDS = 5;

type Module = { unitId: number; moduleId: number };
type Resume = { moduleId: number; seconds: number };

const courseBase = (course: { id: number; slug: string }) =>
  `/api/user/courses/${course.id}/${course.slug}`;

/** A position save, as the player sends while a clip plays (the server counts watching by them). */
async function heartbeat(page: Page, course: { id: number; slug: string }, at: Resume) {
  const saved = await page.request.put(`${courseBase(course)}/position`, {
    data: { ...at, duration: CLIP_SECONDS },
  });
  expect(saved.status()).toBe(204);
}

/** Opens each lesson as the player does: its first save tells the server the clip's length. */
export async function openLessons(
  page: Page,
  course: { id: number; slug: string },
  modules: Module[],
) {
  for (const { moduleId } of modules) await heartbeat(page, course, { moduleId, seconds: 0 });
}

/**
 * Watches each demo clip through as the player would at twice its speed (a save at its start,
 * another at its end 2.4 s later: nobody is credited faster), then ticks it.
 */
export async function watchLessons(
  page: Page,
  course: { id: number; slug: string },
  modules: Module[],
) {
  for (const module of modules) {
    await heartbeat(page, course, { moduleId: module.moduleId, seconds: 0 });
    await new Promise((done) => setTimeout(done, 2400));
    await heartbeat(page, course, { moduleId: module.moduleId, seconds: CLIP_SECONDS });
    const tick = await page.request.put(`${courseBase(course)}/update/progress`, { data: module });
    expect(tick.ok(), await tick.text()).toBe(true);
  }
}
