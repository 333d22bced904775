import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { courses, enrollments, purchases, users } from '../../src/server/db/schema';
import { seedDemoContent } from '../../src/server/seed/seed-demo';
import { seedDemoReviews } from '../../src/server/seed/demo-reviews';
import { hashPassword } from '../../src/server/modules/auth/password';
import { insertCourse } from '../../src/server/modules/courses/course-store';
import { createLocalStorage } from '../../src/server/storage/file-storage';

export const E2E_STUDENT = {
  email: 'alumna.e2e@example.com',
  password: 'alumna-clave-e2e-123',
  username: 'alumna_e2e',
};

/** A verified student who owns nothing, for the admin panel's tests to act on. */
export const E2E_PANEL_STUDENT = {
  email: 'alumno.panel.e2e@example.com',
  password: 'alumno-panel-e2e-123',
  username: 'alumno_panel_e2e',
};

/** Verified people for the consumer-law tests: one buys and repents, one closes the account. */
export const E2E_REPENTANT = {
  email: 'arrepentida.e2e@example.com',
  password: 'arrepentida-e2e-123',
  username: 'arrepentida_e2e',
};
export const E2E_LEAVER = {
  email: 'baja.e2e@example.com',
  password: 'baja-e2e-clave-123',
  username: 'baja_e2e',
};

/** A verified buyer who opened a checkout of the demo payroll course 3 hours ago, never paid. */
export const E2E_REMINDED = {
  email: 'recordatorio.e2e@example.com',
  password: 'recordatorio-e2e-123',
  username: 'recordatorio_e2e',
};

/** A verified student who owns the demo monotributo course, to take its evaluations. */
export const E2E_QUIZ_STUDENT = {
  email: 'evaluada.e2e@example.com',
  password: 'evaluada-e2e-clave-123',
  username: 'evaluada_e2e',
};

/**
 * A verified student enrolled at the seed in the demo bookkeeping course, whose last unit opens
 * 7 days after the enrolment (drip release).
 */
export const E2E_DRIP_STUDENT = {
  email: 'liberacion.e2e@example.com',
  password: 'liberacion-e2e-123',
  username: 'liberacion_e2e',
};

/**
 * Prepares the embedded database before the server starts (PGlite allows one process at a
 * time): the demo catalogue, a course whose lessons are a 1-second local video, and a verified
 * student who owns it.
 */
export async function seedE2eData(dataDir: string) {
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  // A paid lesson: in the private area, played through the owners' checked route.
  const lesson = await storage.savePrivate(
    'media/short-lesson.webm',
    await readFile(new URL('../fixtures/short-lesson.webm', import.meta.url)),
  );
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedDemoContent(database.db, storage);
    // The first demo courses with their students' reviews: a rating on the page and the cards.
    await seedDemoReviews(database.db, { now: new Date(), passwordHashCost: 'minimal' });
    const courseId = await insertCourse(database.db, {
      slug: 'practica-de-conciliaciones',
      title: 'Práctica de conciliaciones bancarias',
      description: 'Conciliá extractos y libros paso a paso con casos reales.',
      pictureUrl: null,
      category: 'profession',
      visibility: true,
      price: 19900,
      urlTrailer: '',
      content: '## Sobre el curso\n\nCasos **prácticos** de conciliación.',
      learningList: ['Conciliar extractos bancarios'],
      units: [
        {
          title: 'Conceptos',
          modules: [
            { title: 'Qué es una conciliación', videoId: lesson },
            { title: 'Partidas pendientes', videoId: lesson },
          ],
        },
        { title: 'Casos', modules: [{ title: 'Caso de una pyme', videoId: lesson }] },
      ],
      materials: [
        { title: 'Planilla de conciliación', url: 'https://example.com/conciliacion.xlsx' },
      ],
    });
    const [student] = await database.db
      .insert(users)
      .values({
        name: 'Alumna',
        lastname: 'De Prueba',
        username: E2E_STUDENT.username,
        email: E2E_STUDENT.email,
        passwordHash: await hashPassword(E2E_STUDENT.password, 'minimal'),
        emailVerified: true,
      })
      .returning({ id: users.id });
    await database.db.insert(enrollments).values({ userId: student!.id, courseId });
    await database.db.insert(users).values({
      name: 'Tomás',
      lastname: 'Álvarez',
      username: E2E_PANEL_STUDENT.username,
      email: E2E_PANEL_STUDENT.email,
      passwordHash: await hashPassword(E2E_PANEL_STUDENT.password, 'minimal'),
      emailVerified: true,
    });
    for (const [person, name, lastname] of [
      [E2E_REPENTANT, 'Julieta', 'Sosa'],
      [E2E_LEAVER, 'Marcos', 'Ibáñez'],
    ] as const) {
      await database.db.insert(users).values({
        name,
        lastname,
        username: person.username,
        email: person.email,
        passwordHash: await hashPassword(person.password, 'minimal'),
        emailVerified: true,
      });
    }
    await seedEnrolledStudent(database.db, E2E_QUIZ_STUDENT, {
      name: ['Carla', 'Evaluada'],
      courseSlug: 'monotributo-de-cero-a-experto',
    });
    await seedUnpaidCheckout(database.db);
    await seedEnrolledStudent(database.db, E2E_DRIP_STUDENT, {
      name: ['Paula', 'Liberada'],
      courseSlug: 'contabilidad-basica-y-partida-doble',
    });
    return { courseId, courseSlug: 'practica-de-conciliaciones' };
  } finally {
    await database.close();
  }
}

/** A verified student enrolled now in the demo course of that slug. */
async function seedEnrolledStudent(
  db: Database['db'],
  person: typeof E2E_STUDENT,
  { name, courseSlug }: { name: [string, string]; courseSlug: string },
) {
  const studentId = await seedVerifiedPerson(db, person, name);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, courseSlug));
  await db.insert(enrollments).values({ userId: studentId, courseId: course!.id });
}

/** A verified account for one of the seeded people; answers its id. */
async function seedVerifiedPerson(
  db: Database['db'],
  person: typeof E2E_STUDENT,
  [name, lastname]: [string, string],
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      name,
      lastname,
      username: person.username,
      email: person.email,
      passwordHash: await hashPassword(person.password, 'minimal'),
      emailVerified: true,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** E2E_REMINDED's checkout left unpaid: the server's first reminders pass mails them. */
async function seedUnpaidCheckout(db: Database['db']) {
  const buyerId = await seedVerifiedPerson(db, E2E_REMINDED, ['Lucía', 'Recordada']);
  const [course] = await db
    .select()
    .from(courses)
    .where(eq(courses.slug, 'liquidacion-de-sueldos-y-cargas-sociales'));
  await db.insert(purchases).values({
    userId: buyerId,
    courseId: course!.id,
    courseSlug: course!.slug,
    courseTitle: course!.title,
    provider: 'sandbox',
    amount: course!.price,
    payerName: 'Lucía',
    payerLastname: 'Recordada',
    payerEmail: E2E_REMINDED.email,
    payerDocument: '30123456',
    payerCountry: 'AR',
    payerRegion: 'Buenos Aires',
    payerLocation: 'La Plata',
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
  });
}
