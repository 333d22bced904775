import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

const course = (durations: unknown[]) => ({
  title: 'Liquidación de sueldos para pymes',
  description: 'Recibos, cargas sociales y vacaciones, paso a paso con casos reales.',
  category: 'profession',
  visibility: false,
  price: '18000',
  content: '## Temario\n\nSueldos.',
  picture: null,
  units: [
    {
      title: 'Conceptos',
      modules: durations.map((durationMinutes, index) => ({
        title: `Módulo ${index + 1}`,
        videoId: '',
        durationMinutes,
      })),
    },
  ],
});

describe("the course editor: each module's duration", () => {
  const t = useTestApp();

  it('keeps each duration, as typed in the dialog, and refuses a bad one next to its field', async () => {
    const admin = await adminPerson(t);
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: course(['45', 30]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const loaded = await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
    });
    const modules = loaded.json().course.units[0].modules;
    expect(modules.map((m: { durationMinutes: number }) => m.durationMinutes)).toEqual([45, 30]);

    for (const [bad, message] of [
      ['-5', 'La duración no puede ser negativa.'],
      ['12.5', 'La duración va en minutos enteros.'],
      ['cuarenta', 'Ingresá la duración en minutos.'],
    ]) {
      const refused = await call(t, 'POST', '/api/admin/courses/create', {
        cookie: admin.cookie,
        body: course([bad]),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({
        field: 'units.0.modules.0.durationMinutes',
        message,
      });
    }
  });
});
