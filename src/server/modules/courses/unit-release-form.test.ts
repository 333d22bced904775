import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

type Release = { releaseAfterDays?: unknown; releaseDate?: unknown };

const course = (releases: Release[]) => ({
  title: 'Cierre contable de pymes',
  description: 'Del balance de sumas y saldos al estado de resultados, con casos.',
  category: 'profession',
  visibility: false,
  price: '21000',
  picture: null,
  units: releases.map((release, index) => ({
    title: `Unidad ${index + 1}`,
    modules: [{ title: 'Clase', videoId: '' }],
    ...release,
  })),
});

describe("the course editor: when each unit opens ('Liberación')", () => {
  const t = useTestApp();

  it('saves days after the enrolment or a day with the course, and changes them', async () => {
    const admin = await adminPerson(t);
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: course([{}, { releaseAfterDays: '7', releaseDate: '' }, { releaseDate: '2031-12-12' }]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const path = `/api/admin/courses/${id}/${slug}`;
    const loaded = (await call(t, 'GET', path, { cookie: admin.cookie })).json().course;
    const releases = (units: Release[]) =>
      units.map(({ releaseAfterDays, releaseDate }) => [releaseAfterDays, releaseDate]);
    expect(releases(loaded.units)).toEqual([
      [null, null],
      [7, null],
      [null, '2031-12-12'],
    ]);

    // Back to 'Desde la inscripción', and from a date to days.
    loaded.units[1] = { ...loaded.units[1], releaseAfterDays: null };
    loaded.units[2] = { ...loaded.units[2], releaseAfterDays: 30, releaseDate: null };
    const saved = await call(t, 'PUT', path, { cookie: admin.cookie, body: loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(releases(saved.json().course.units)).toEqual([
      [null, null],
      [null, null],
      [30, null],
    ]);
  });

  it('refuses a bad release next to its field, and both ways at once on the unit', async () => {
    const admin = await adminPerson(t);
    for (const [release, field, message] of [
      [{ releaseAfterDays: '0' }, 'releaseAfterDays', 'Ingresá al menos 1 día.'],
      [{ releaseAfterDays: '2.5' }, 'releaseAfterDays', 'Los días van en números enteros.'],
      [
        { releaseAfterDays: 3651 },
        'releaseAfterDays',
        'Pueden ser como máximo 3650 días (10 años).',
      ],
      [{ releaseDate: '2031-02-30' }, 'releaseDate', 'Ingresá una fecha válida.'],
      [{ releaseDate: '12/12/2031' }, 'releaseDate', 'Ingresá una fecha válida.'],
      [
        { releaseAfterDays: 7, releaseDate: '2031-12-12' },
        'release',
        'Elegí una sola forma de liberar la unidad.',
      ],
    ] as const) {
      const refused = await call(t, 'POST', '/api/admin/courses/create', {
        cookie: admin.cookie,
        body: course([{}, release]),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({ field: `units.1.${field}`, message });
    }
  });
});
