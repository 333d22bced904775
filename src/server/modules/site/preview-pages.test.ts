import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bareCourse } from '../../../../tests/support/courses';
import { fixtureWebDir } from '../../../../tests/support/web-fixture';
import { courseModules, courseUnits } from '../../db/schema';
import { insertCourse } from '../courses/course-store';

describe("a free preview lesson's page", () => {
  let t: TestApp;
  let courseId: number;
  let lessons: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ webDir: fixtureWebDir() });
    courseId = await insertCourse(
      t.db,
      bareCourse({
        title: 'Ganancias para empleados',
        slug: 'ganancias',
        units: [
          {
            title: 'Primeros pasos',
            modules: [
              { title: 'Qué es el SIRADIG', videoId: 'dQw4w9WgXcQ', preview: true },
              { title: 'Deducciones', videoId: 'dQw4w9WgXcQ' },
            ],
          },
        ],
      }),
    );
    const rows = await t.db
      .select({ id: courseModules.id, title: courseModules.title })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
      .where(eq(courseUnits.courseId, courseId));
    lessons = new Map(rows.map((row) => [row.title, row.id]));
  });
  afterAll(async () => t.close());

  it('is found by search engines under the lesson’s own title', async () => {
    const url = `/courses/${courseId}/ganancias/preview/${lessons.get('Qué es el SIRADIG')}`;
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Qué es el SIRADIG: clase gratis de Ganancias para empleados | Estudio Ferraro</title>',
    );
    expect(response.body).not.toContain('noindex');
  });

  it('answers 404 for a paid lesson, an unknown one and another course’s', async () => {
    for (const url of [
      `/courses/${courseId}/ganancias/preview/${lessons.get('Deducciones')}`,
      `/courses/${courseId}/ganancias/preview/999999`,
      `/courses/999/ganancias/preview/${lessons.get('Qué es el SIRADIG')}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
