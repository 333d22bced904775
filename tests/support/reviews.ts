import { expect } from 'vitest';
import { call, verifiedPerson } from './accounts';
import { createCourse, enroll } from './courses';
import type { TestApp } from './test-app';

export type Course = Awaited<ReturnType<typeof createCourse>>;
type Unit = { id: number; modules: { id: number }[] };

/** A course of `lessons` lessons without a video (each ticked as done), in one unit. */
export const plainCourse = (t: TestApp, lessons: number, title?: string) =>
  createCourse(t, {
    ...(title ? { title } : {}),
    units: [
      {
        title: 'Unidad 1',
        modules: Array.from({ length: lessons }, (_, index) => ({
          title: `Clase ${index + 1}`,
          videoId: '',
        })),
      },
    ],
  });

export const reviewPath = (course: Course) =>
  `/api/user/courses/${course.id}/${course.slug}/review`;

export const publicPath = (course: Course, page = 1) =>
  `/api/courses/${course.id}/${course.slug}/reviews?page=${page}`;

/** Ticks the first `count` lessons of the course done, through the player's own call. */
export async function completeLessons(t: TestApp, cookie: string, course: Course, count: number) {
  const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, { cookie });
  const steps = (study.json().course.units as Unit[]).flatMap((unit) =>
    unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
  );
  for (const step of steps.slice(0, count)) {
    const done = await call(
      t,
      'PUT',
      `/api/user/courses/${course.id}/${course.slug}/update/progress`,
      {
        cookie,
        body: step,
      },
    );
    expect(done.statusCode, done.body).toBe(200);
  }
}

/** A student who owns the course and finished `lessons` of it (all of them by default). */
export async function student(
  t: TestApp,
  course: Course,
  who: { name: string; lastname: string },
  lessons = Infinity,
) {
  const person = await verifiedPerson(t, who);
  await enroll(t, person.person.email, course.id);
  await completeLessons(t, person.cookie, course, lessons);
  return person;
}

export const review = (t: TestApp, cookie: string | undefined, course: Course, body: unknown) =>
  call(t, 'POST', reviewPath(course), { cookie, body });

export const words = (rating: number) =>
  `Un curso claro y práctico, lo recomiendo con ${rating} estrellas.`;
