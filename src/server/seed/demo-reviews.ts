import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseReviews, courses, users } from '../db/schema';
import { hashPassword, type PasswordHashCost } from '../modules/auth/password';
import { grantCourse } from '../modules/enrollments/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Students of the demo firm who left a word: they own the courses they review. */
const REVIEWERS = [
  { name: 'Carolina', lastname: 'Méndez' },
  { name: 'Julián', lastname: 'Ferreyra' },
  { name: 'Sofía', lastname: 'Aguirre' },
  { name: 'Diego', lastname: 'Romero' },
];

/** Per demo course, oldest first: stars and words. The first two show a rating (3 or more). */
const REVIEWS: [rating: number, text: string][][] = [
  [
    [
      5,
      'Nunca había entendido la partida doble hasta este curso. Los ejercicios resueltos ayudan muchísimo.',
    ],
    [
      5,
      'Claro, ordenado y con ejemplos de la vida real. Lo terminé en dos semanas y ya armo mis asientos.',
    ],
    [4, 'Muy buen curso para empezar. Me hubiera gustado algún ejercicio más de balance al final.'],
    [
      5,
      'Excelente la explicación del plan de cuentas. Lo recomiendo a cualquiera que arranque la carrera.',
    ],
  ],
  [
    [
      5,
      'Me sirvió para recategorizarme sin miedo. Las tablas y los casos prácticos están muy bien.',
    ],
    [4, 'Práctico y al grano. Ahora entiendo qué facturar y cuándo pagar cada mes.'],
    [4, 'Buen repaso de todo el régimen; la parte de exclusiones me sacó varias dudas.'],
  ],
];

/**
 * A few reviews from demo students on the first demo courses, so a fresh start shows ratings.
 * Only beside a catalogue seeded on this very start, so it runs once.
 */
export async function seedDemoReviews(
  db: Db,
  { now: at, passwordHashCost }: { now: Date; passwordHashCost: PasswordHashCost },
): Promise<number> {
  const catalogue = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.visibility, true))
    .orderBy(asc(courses.id))
    .limit(REVIEWS.length);
  const now = at.getTime();
  const reviewers = [];
  for (const [index, person] of REVIEWERS.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        ...person,
        username: `opiniones.demo.${index + 1}`,
        email: `opiniones.demo.${index + 1}@example.com`,
        passwordHash: await hashPassword(randomBytes(12).toString('base64url'), passwordHashCost),
        roles: ['user'],
        emailVerified: true,
      })
      .returning({ id: users.id });
    reviewers.push(user!.id);
  }
  let written = 0;
  for (const [courseIndex, course] of catalogue.entries()) {
    for (const [index, [rating, text]] of (REVIEWS[courseIndex] ?? []).entries()) {
      const userId = reviewers[index]!;
      const at = new Date(now - (40 - courseIndex * 10 - index * 3) * DAY_MS);
      await grantCourse(db, { userId, courseId: course.id, now: at });
      await db
        .insert(courseReviews)
        .values({ courseId: course.id, userId, rating, text, createdAt: at, updatedAt: at });
      written += 1;
    }
  }
  return written;
}
