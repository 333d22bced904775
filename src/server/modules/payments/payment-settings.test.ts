import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe("the panel's payment settings (cuotas)", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    course = await createCourse(t, { title: 'Monotributo en cuotas' });
  });
  afterAll(async () => t.close());

  const put = (body: unknown) =>
    call(t, 'PUT', '/api/admin/settings/payments', { cookie: admin.cookie, body });
  const installmentsOnCoursePage = async () =>
    (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course.installments;

  it('starts at one payment, with nothing said about cuotas', async () => {
    const settings = await call(t, 'GET', '/api/admin/settings/payments', { cookie: admin.cookie });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ maxInstallments: 1, interestFree: false });
    expect(await installmentsOnCoursePage()).toEqual({ max: 1, interestFree: false });
  });

  it('refuses a cap outside 1–24 or a missing choice, with the message under the field', async () => {
    const cases = [
      [
        { maxInstallments: 0, interestFree: false },
        'maxInstallments',
        'Como mínimo, 1 cuota (un pago).',
      ],
      [{ maxInstallments: 25, interestFree: false }, 'maxInstallments', 'Como máximo, 24 cuotas.'],
      [
        { maxInstallments: 2.5, interestFree: false },
        'maxInstallments',
        'La cantidad de cuotas va en números enteros.',
      ],
      [
        { maxInstallments: 'doce', interestFree: false },
        'maxInstallments',
        'Ingresá la cantidad máxima de cuotas.',
      ],
      [{ maxInstallments: 6 }, 'interestFree', 'Indicá si las cuotas son sin interés.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    const unchanged = await call(t, 'GET', '/api/admin/settings/payments', {
      cookie: admin.cookie,
    });
    expect(unchanged.json()).toEqual({ maxInstallments: 1, interestFree: false });
  });

  it('saves the cap and the interest-free choice; the course page says so at once', async () => {
    // The course page was read (and kept) before the change.
    expect(await installmentsOnCoursePage()).toEqual({ max: 1, interestFree: false });
    const saved = await put({ maxInstallments: '6', interestFree: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Guardamos la configuración de pagos.',
      maxInstallments: 6,
      interestFree: true,
    });
    expect(await installmentsOnCoursePage()).toEqual({ max: 6, interestFree: true });

    expect((await put({ maxInstallments: 12, interestFree: false })).statusCode).toBe(200);
    const settings = await call(t, 'GET', '/api/admin/settings/payments', { cookie: admin.cookie });
    expect(settings.json()).toEqual({ maxInstallments: 12, interestFree: false });
    expect(await installmentsOnCoursePage()).toEqual({ max: 12, interestFree: false });
  });
});
