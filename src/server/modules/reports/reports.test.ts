import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import {
  argentineTime,
  consultationType,
  openEveryDay,
  payInSandbox,
} from '../../../../tests/support/consultations';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { courseViews, purchases } from '../../db/schema';
import type { PurchaseStatus } from '../../../shared/purchases';
import type { AdminStats } from '../../../shared/responses/admin';
import type { FunnelReport, RevenueReport } from '../../../shared/responses/reports';

/** 12:00 in Buenos Aires on 15/03/2026: the last 12 months run from April 2025 to March 2026. */
const NOW = Date.parse('2026-03-15T15:00:00Z');
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Seed = {
  course: { id: number; slug: string; title: string } | { deleted: string };
  status: PurchaseStatus;
  amount: number;
  createdAt: string;
  approvedAt?: string;
};

describe('sales reports: revenue by month and course, and the funnel', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  const get = (url: string) => call(t, 'GET', url, { cookie: admin.cookie });
  /** A CSV download's lines, after checking its type, its name and its byte order mark. */
  const csvLines = async (url: string, fileName: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return response.rawPayload.subarray(3).toString('utf8').split('\r\n');
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.offsetMs = NOW - Date.now();
    admin = await adminPerson(t);
    const iva = await createCourse(t, { title: 'Liquidación de IVA', price: 18500.5 });
    const sueldos = await createCourse(t, { title: 'Sueldos y jornales', price: 12000 });
    await createCourse(t, { title: 'Monotributo desde cero' });
    await createCourse(t, { title: 'Borrador sin publicar', visibility: false });

    const seeds: Seed[] = [
      // Approved on 10/03: March.
      {
        course: iva,
        status: 'approved',
        amount: 18500.5,
        createdAt: '2026-03-10T14:00:00Z',
        approvedAt: '2026-03-10T15:00:00Z',
      },
      // 23:59:59 of 28/02 in Buenos Aires (already 01/03 in UTC): February.
      {
        course: iva,
        status: 'approved',
        amount: 18500.5,
        createdAt: '2026-02-28T20:00:00Z',
        approvedAt: '2026-03-01T02:59:59Z',
      },
      // 00:00 of 01/03 in Buenos Aires: March.
      {
        course: sueldos,
        status: 'approved',
        amount: 12000,
        createdAt: '2026-03-01T02:00:00Z',
        approvedAt: '2026-03-01T03:00:00Z',
      },
      // Refunded and charged back: never revenue.
      {
        course: sueldos,
        status: 'refunded',
        amount: 12000,
        createdAt: '2026-01-20T12:00:00Z',
        approvedAt: '2026-01-20T12:05:00Z',
      },
      {
        course: iva,
        status: 'charged_back',
        amount: 18500.5,
        createdAt: '2025-12-05T12:00:00Z',
        approvedAt: '2025-12-05T12:05:00Z',
      },
      // The first moment of April 2025 in Buenos Aires counts; the last of March 2025 does not.
      {
        course: sueldos,
        status: 'approved',
        amount: 12000,
        createdAt: '2025-04-01T02:00:00Z',
        approvedAt: '2025-04-01T03:00:00Z',
      },
      {
        course: sueldos,
        status: 'approved',
        amount: 12000,
        createdAt: '2025-04-01T01:00:00Z',
        approvedAt: '2025-04-01T02:59:59Z',
      },
      // Checkouts without revenue.
      { course: iva, status: 'pending', amount: 18500.5, createdAt: '2026-03-12T12:00:00Z' },
      // The first moment of the funnel's 30 days (14/02 in Buenos Aires), and the last before.
      { course: iva, status: 'rejected', amount: 18500.5, createdAt: '2026-02-14T03:00:00Z' },
      { course: iva, status: 'abandoned', amount: 18500.5, createdAt: '2026-02-14T02:59:59Z' },
      // A course deleted since, sold under a title a spreadsheet would run as a formula.
      {
        course: { deleted: '=1+1 Curso viejo' },
        status: 'approved',
        amount: 5000,
        createdAt: '2025-11-11T12:00:00Z',
        approvedAt: '2025-11-11T12:01:00Z',
      },
    ];
    const buyer = await verifiedPerson(t);
    await t.db.insert(purchases).values(
      seeds.map((seed) => ({
        userId: buyer.user.id,
        courseId: 'id' in seed.course ? seed.course.id : null,
        courseSlug: 'id' in seed.course ? seed.course.slug : 'curso-viejo',
        courseTitle: 'id' in seed.course ? seed.course.title : seed.course.deleted,
        provider: 'sandbox' as const,
        status: seed.status,
        amount: seed.amount,
        payerName: 'Lucía',
        payerLastname: 'Gómez',
        payerEmail: buyer.person.email,
        payerDocument: '30111222',
        payerCountry: 'AR',
        payerRegion: 'Buenos Aires',
        payerLocation: 'La Plata',
        createdAt: new Date(seed.createdAt),
        approvedAt: seed.approvedAt ? new Date(seed.approvedAt) : null,
      })),
    );

    // Today, through the real checkout: one course bought, another bought and refunded.
    const student = await verifiedPerson(t);
    await buyWithSandbox(t, student.cookie, iva.id, 'approved');
    const returned = await verifiedPerson(t);
    const { purchaseId } = await buyWithSandbox(t, returned.cookie, sueldos.id, 'approved');
    const refund = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Se arrepintió de la compra.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // A consultation booked and paid today, and another left unpaid: neither is a course.
    await openEveryDay(t);
    const advice = await consultationType(t, { title: 'Planificación fiscal', price: 30000 });
    for (const [days, pays] of [
      [3, true],
      [4, false],
    ] as const) {
      const client = await verifiedPerson(t);
      const booked = await call(t, 'POST', '/api/consultations/bookings', {
        cookie: client.cookie,
        body: {
          typeId: advice.id,
          start: argentineTime(t, days, 10),
          phone: '+54 11 4321-5678',
          topic: 'Quiero ordenar los impuestos de mi estudio.',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      if (pays) await payInSandbox(t, booked.json().init_point);
    }

    // Three people look at the IVA course today, one at the payroll course.
    for (const [course, ip] of [
      [iva, '190.1.1.1'],
      [iva, '190.1.1.2'],
      [iva, '190.1.1.3'],
      [sueldos, '190.1.1.1'],
    ] as const) {
      const beacon = await call(t, 'POST', `/api/courses/${course.id}/views`, {
        ip,
        headers: { 'user-agent': BROWSER },
      });
      expect(beacon.statusCode).toBe(204);
    }
    // And earlier in the period, or just before it.
    const earlier = (courseId: number, day: string, visitors: number) =>
      Array.from({ length: visitors }, (_, i) => ({
        day,
        courseId,
        visitorHash: `${day}-${courseId}-${i}`,
        addressHash: `${day}-${courseId}-${i}`,
      }));
    await t.db
      .insert(courseViews)
      .values([
        ...earlier(iva.id, '2026-02-13', 7),
        ...earlier(iva.id, '2026-02-14', 1),
        ...earlier(iva.id, '2026-02-20', 10),
        ...earlier(sueldos.id, '2026-03-01', 4),
      ]);
  });
  afterAll(async () => t.close());

  it('adds up approved revenue per Argentine month over 12 months, empty months as zero', async () => {
    const response = await get('/api/admin/reports/revenue?by=month');
    expect(response.statusCode, response.body).toBe(200);
    const report: RevenueReport = response.json();
    expect(report).toMatchObject({ by: 'month', from: '2025-04-01', to: '2026-03-15' });
    const figures = Object.fromEntries(
      report.rows.map((row) => [row.key, [row.label, row.sales, row.revenue]]),
    );
    expect(figures).toEqual({
      '2025-04': ['abril de 2025', 1, 12000],
      '2025-05': ['mayo de 2025', 0, 0],
      '2025-06': ['junio de 2025', 0, 0],
      '2025-07': ['julio de 2025', 0, 0],
      '2025-08': ['agosto de 2025', 0, 0],
      '2025-09': ['septiembre de 2025', 0, 0],
      '2025-10': ['octubre de 2025', 0, 0],
      '2025-11': ['noviembre de 2025', 1, 5000],
      '2025-12': ['diciembre de 2025', 0, 0],
      '2026-01': ['enero de 2026', 0, 0],
      '2026-02': ['febrero de 2026', 1, 18500.5],
      '2026-03': ['marzo de 2026', 4, 79001],
    });
    expect(report.rows.map((row) => row.key)).toEqual(Object.keys(figures));
    // March, courses and the consultation apart.
    expect(report.rows.at(-1)!.byKind).toEqual({
      course: { sales: 3, revenue: 49001 },
      consultation: { sales: 1, revenue: 30000 },
      bundle: { sales: 0, revenue: 0 },
      subscription: { sales: 0, revenue: 0 },
    });
    expect(report.rows[0]!.byKind.consultation).toEqual({ sales: 0, revenue: 0 });
    expect(report.totals).toEqual({
      sales: 7,
      revenue: 114501.5,
      byKind: {
        course: { sales: 6, revenue: 84501.5 },
        consultation: { sales: 1, revenue: 30000 },
        bundle: { sales: 0, revenue: 0 },
        subscription: { sales: 0, revenue: 0 },
      },
    });
  });

  it('adds up the same revenue per course and consultation, highest first, deleted courses by their title', async () => {
    const response = await get('/api/admin/reports/revenue?by=course');
    expect(response.statusCode, response.body).toBe(200);
    const report: RevenueReport = response.json();
    expect(report.rows.map((row) => [row.kind, row.label, row.sales, row.revenue])).toEqual([
      ['course', 'Liquidación de IVA', 3, 55501.5],
      ['consultation', 'Consulta: Planificación fiscal', 1, 30000],
      ['course', 'Sueldos y jornales', 2, 24000],
      // A deleted course is still a course, not a consultation.
      ['course', '=1+1 Curso viejo', 1, 5000],
    ]);
    expect(report.rows[1]!.key).toBe('consulta:Consulta: Planificación fiscal');
    expect(report.rows[3]!.key).toBe('eliminado:=1+1 Curso viejo');
    expect(report.totals).toMatchObject({ sales: 7, revenue: 114501.5 });
  });

  it('puts the consultations booked, paid and their revenue beside the courses on the dashboard', async () => {
    const response = await get('/api/admin/stats');
    expect(response.statusCode, response.body).toBe(200);
    const stats: AdminStats = response.json();
    // From 14/02 to 15/03: four courses sold (one refunded since) and the consultation paid.
    expect(stats.courses).toEqual({ sales: 4, revenue: 67501.5 });
    // The unpaid booking only holds its time: it is not booked.
    expect(stats.consultations).toEqual({ booked: 1, paid: 1, revenue: 30000, upcoming: 1 });
    expect(stats.totals).toEqual({ sales: 5, revenue: 97501.5 });
  });

  it('follows each course from its page to the checkout and the payment over the period', async () => {
    const response = await get('/api/admin/reports/funnel?days=30');
    expect(response.statusCode, response.body).toBe(200);
    const report: FunnelReport = response.json();
    expect(report).toMatchObject({ days: 30, from: '2026-02-14', to: '2026-03-15' });
    expect(report.courses.map((c) => [c.title, c.views, c.checkouts, c.paid])).toEqual([
      ['Liquidación de IVA', 14, 5, 3],
      ['Sueldos y jornales', 5, 2, 1],
      // Visible and unseen: listed with zeros. The hidden one, without activity, is not.
      ['Monotributo desde cero', 0, 0, 0],
    ]);
    expect(report.total).toEqual({ views: 19, checkouts: 7, paid: 4 });

    const week: FunnelReport = (await get('/api/admin/reports/funnel?days=7')).json();
    expect(week).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    expect(week.courses.map((c) => [c.title, c.views, c.checkouts, c.paid])).toEqual([
      ['Liquidación de IVA', 3, 3, 2],
      ['Sueldos y jornales', 1, 1, 0],
      ['Monotributo desde cero', 0, 0, 0],
    ]);
  });

  it('downloads each report as a CSV a spreadsheet in Argentina opens', async () => {
    const lines = await csvLines(
      '/api/admin/reports/revenue.csv?by=month',
      'ingresos-por-mes-2026-03-15.csv',
    );
    expect(lines[0]).toBe(
      'Mes;Cursos vendidos;Ingresos por cursos (ARS);Consultas pagadas;Ingresos por consultas (ARS);Rutas vendidas;Ingresos por rutas (ARS);Meses del Plan Contador;Ingresos por el Plan Contador (ARS);Ventas aprobadas;Ingresos (ARS)',
    );
    expect(lines[1]).toBe('abril de 2025;1;12000,00;0;0,00;0;0,00;0;0,00;1;12000,00');
    expect(lines[2]).toBe('mayo de 2025;0;0,00;0;0,00;0;0,00;0;0,00;0;0,00');
    expect(lines[11]).toBe('febrero de 2026;1;18500,50;0;0,00;0;0,00;0;0,00;1;18500,50');
    expect(lines[12]).toBe('marzo de 2026;3;49001,00;1;30000,00;0;0,00;0;0,00;4;79001,00');
    expect(lines.slice(13)).toEqual(['Total;6;84501,50;1;30000,00;0;0,00;0;0,00;7;114501,50', '']);

    expect(
      await csvLines(
        '/api/admin/reports/revenue.csv?by=course',
        'ingresos-por-curso-y-consulta-2026-03-15.csv',
      ),
    ).toEqual([
      'Tipo;Curso, ruta, consulta o plan;Ventas aprobadas;Ingresos (ARS)',
      'Curso;Liquidación de IVA;3;55501,50',
      'Consulta;Consulta: Planificación fiscal;1;30000,00',
      'Curso;Sueldos y jornales;2;24000,00',
      // Escaped: a spreadsheet shows it as text instead of running it.
      "Curso;'=1+1 Curso viejo;1;5000,00",
      ';Total;7;114501,50',
      '',
    ]);

    expect(
      await csvLines('/api/admin/reports/funnel.csv?days=30', 'embudo-30-dias-2026-03-15.csv'),
    ).toEqual([
      'Curso;Visitas a la página;Checkouts iniciados;Pagados;Visita a checkout (%);Checkout a pago (%)',
      'Liquidación de IVA;14;5;3;35,7;60,0',
      'Sueldos y jornales;5;2;1;40,0;50,0',
      'Monotributo desde cero;0;0;0;;',
      'Total;19;7;4;36,8;57,1',
      '',
    ]);
  });

  it('refuses a period or a cut it does not know, with the field and a Spanish message', async () => {
    for (const days of ['0', '366', 'treinta', '2.5']) {
      const response = await get(`/api/admin/reports/funnel?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'days', message: 'El período debe ser de 1 a 365 días.' },
      ]);
    }
    const cut = await get('/api/admin/reports/revenue.csv?by=year');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors).toEqual([
      { field: 'by', message: 'Elegí ver los ingresos por mes o por curso.' },
    ]);
  });
});
