import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { insertCourse, type NewCourse } from '../../src/server/modules/courses/course-store';
import { grantCourse } from '../../src/server/modules/enrollments/service';
import { toSlug } from '../../src/shared/slug';
import type { TestApp } from './test-app';

let counter = 0;

/** The private file the last module of `createCourse`'s default outline plays. */
export const PRIVATE_LESSON = 'lessons/secreto-21.mp4';

/**
 * A course with two units (2 + 1 modules, the last one a paid file of the private area),
 * materials and learning points; fields overridable.
 */
export async function createCourse(t: TestApp, overrides: Partial<NewCourse> = {}) {
  counter += 1;
  const lesson = await t.app.ctx.storage.savePrivate(PRIVATE_LESSON, Buffer.from('clase'));
  const title = overrides.title ?? `Curso de prueba ${counter}`;
  const course: NewCourse = {
    slug: toSlug(title),
    title,
    description: `Descripción de ${title}`,
    pictureUrl: null,
    category: 'student',
    visibility: true,
    price: 15000,
    urlTrailer: 'dQw4w9WgXcQ',
    content: '## Contenido\n\nTexto **importante**.',
    learningList: ['Registrar asientos', 'Armar un balance'],
    units: [
      {
        title: 'Unidad 1',
        modules: [
          { title: 'Módulo 1.1', videoId: 'video-secreto-11' },
          { title: 'Módulo 1.2', videoId: 'video-secreto-12' },
        ],
      },
      { title: 'Unidad 2', modules: [{ title: 'Módulo 2.1', videoId: lesson }] },
    ],
    materials: [
      { title: 'Plan de cuentas', url: 'https://material.example.com/plan-secreto.xlsx' },
    ],
    ...overrides,
  };
  const id = await insertCourse(t.db, course);
  t.app.ctx.catalogue.invalidate();
  return { id, slug: course.slug, title: course.title };
}

/** Gives the person with that e-mail the course, as an approved purchase does. */
export async function enroll(t: TestApp, email: string, courseId: number): Promise<void> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  await grantCourse(t.db, { userId: user.id, courseId, now: new Date() });
}

/** The fields of a bare course (one unit of one module, nothing else), to insert directly. */
export function bareCourse(
  overrides: Partial<NewCourse> & Pick<NewCourse, 'title' | 'slug'>,
): NewCourse {
  return {
    description: `Descripción de ${overrides.title}`,
    pictureUrl: null,
    category: 'student',
    visibility: true,
    price: 1000,
    urlTrailer: '',
    content: '',
    learningList: [],
    // A public course has something to study.
    units: [{ title: 'Unidad 1', modules: [{ title: 'Módulo 1', videoId: '' }] }],
    materials: [],
    ...overrides,
  };
}
