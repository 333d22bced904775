import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { purchaseGrants, purchases } from '../../db/schema';

type Person = { cookie: string };

describe("bundles ('Rutas de aprendizaje'): the panel, the page, the price and the purchase", () => {
  let t: TestApp;
  let admin: Person;
  let iva: Awaited<ReturnType<typeof createCourse>>;
  let ganancias: Awaited<ReturnType<typeof createCourse>>;
  let bundle: { id: number; slug: string };

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ruta del contador independiente',
    description: 'IVA y Ganancias, de punta a punta, en el orden en que se aprenden.',
    picture: null,
    visibility: true,
    price: 40_000,
    salePrice: null,
    saleEndsAt: null,
    courseIds: [iva.id, ganancias.id],
    ...overrides,
  });
  const saveBundle = (body: Record<string, unknown>, id?: number, cookie = admin.cookie) =>
    call(t, id ? 'PUT' : 'POST', id ? `/api/admin/bundles/${id}` : '/api/admin/bundles', {
      cookie,
      body,
    });
  const quote = (cookie: string, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/payments/quote', { cookie, body });
  const order = (cookie: string, overrides: Record<string, unknown> = {}) => {
    const { courseId: _course, ...buyer } = orderFor(0);
    return call(t, 'POST', '/api/payments/create-order', {
      cookie,
      body: { ...buyer, bundleId: bundle.id, ...overrides },
    });
  };
  const payInSandbox = async (initPoint: string) => {
    const preferenceId = initPoint.split('/').pop() ?? '';
    const paid = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return new URL(paid.json().redirect, 'http://localhost').searchParams.get(
      'external_reference',
    )!;
  };
  const ownedIds = async (cookie: string) =>
    (await call(t, 'GET', '/api/user', { cookie }))
      .json()
      .user.courses.map((entry: { course: { id: number } }) => entry.course.id)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    iva = await createCourse(t, { title: 'Liquidación de IVA', price: 30_000 });
    ganancias = await createCourse(t, { title: 'Ganancias personas humanas', price: 20_000 });
    const created = await saveBundle(form());
    expect(created.statusCode, created.body).toBe(201);
    bundle = created.json().bundle;
  });
  afterAll(async () => t.close());

  it('is saved by an administrator, with its courses in order and a slug from its title', async () => {
    expect(bundle).toMatchObject({
      slug: 'ruta-del-contador-independiente',
      courseIds: [iva.id, ganancias.id],
      price: 40_000,
      visibility: true,
      sales: 0,
    });
    const listed = await call(t, 'GET', '/api/admin/bundles', { cookie: admin.cookie });
    expect(listed.json().bundles.map((row: { id: number }) => row.id)).toContain(bundle.id);
  });

  it('refuses a bundle of one course, a repeated course, an unknown one and a sale above the price, field by field', async () => {
    const errors = async (body: Record<string, unknown>) => {
      const answer = await saveBundle(body);
      expect(answer.statusCode).toBe(400);
      return answer.json().errors as { field: string; message: string }[];
    };
    expect(await errors(form({ courseIds: [iva.id] }))).toContainEqual({
      field: 'courseIds',
      message: 'Elegí al menos 2 cursos.',
    });
    expect(await errors(form({ courseIds: [iva.id, iva.id] }))).toContainEqual({
      field: 'courseIds',
      message: 'Cada curso va una sola vez.',
    });
    expect(await errors(form({ courseIds: [iva.id, 999_999] }))).toContainEqual({
      field: 'courseIds',
      message: 'Uno de los cursos elegidos ya no existe: volvé a elegirlos.',
    });
    expect(
      await errors(form({ salePrice: 50_000, saleEndsAt: '2099-01-01T00:00:00-03:00' })),
    ).toContainEqual({
      field: 'salePrice',
      message: 'El precio de oferta debe ser menor que el precio de lista.',
    });
  });

  it('is managed by administrators only', async () => {
    const student = await verifiedPerson(t);
    expect((await saveBundle(form(), undefined, student.cookie)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/bundles')).statusCode).toBe(401);
  });

  it('shows its courses, its saving and its cuotas on its public page, and is named on its courses', async () => {
    const page = await call(t, 'GET', `/api/bundles/${bundle.id}/${bundle.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().bundle).toMatchObject({
      title: 'Ruta del contador independiente',
      price: 40_000,
      separatePrice: 50_000,
      courseCount: 2,
      courses: [
        { id: iva.id, title: 'Liquidación de IVA', price: 30_000, visible: true },
        { id: ganancias.id, title: 'Ganancias personas humanas', price: 20_000 },
      ],
      installments: { max: expect.any(Number) },
    });
    // No lesson or material of a course leaks through the bundle's page.
    expect(page.body).not.toContain('video-secreto');
    expect(page.body).not.toContain('plan-secreto');
    const list = await call(t, 'GET', '/api/bundles');
    expect(list.json().bundles).toContainEqual(expect.objectContaining({ id: bundle.id }));
    const course = await call(t, 'GET', `/api/courses/${iva.id}/${iva.slug}`);
    expect(course.json().course.bundles).toEqual([
      { id: bundle.id, slug: bundle.slug, title: 'Ruta del contador independiente' },
    ]);
  });

  it('is not shown, nor sold, once hidden', async () => {
    const hidden = await saveBundle(form({ title: 'Ruta oculta', visibility: false }));
    const { id, slug } = hidden.json().bundle;
    expect((await call(t, 'GET', `/api/bundles/${id}/${slug}`)).statusCode).toBe(404);
    const buyer = await verifiedPerson(t);
    const refused = await order(buyer.cookie, { bundleId: id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No encontramos esa ruta o ya no está a la venta.');
  });

  it('grants every course with one approval, records the purchase as the bundle, and takes them all back on a refund', async () => {
    const buyer = await verifiedPerson(t);
    expect((await quote(buyer.cookie, { bundleId: bundle.id })).json()).toMatchObject({
      listPrice: 40_000,
      total: 40_000,
    });
    const opened = await order(buyer.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const purchaseId = await payInSandbox(opened.json().init_point);
    expect(await ownedIds(buyer.cookie)).toEqual([iva.id, ganancias.id].sort());

    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row).toMatchObject({
      status: 'approved',
      amount: 40_000,
      bundleId: bundle.id,
      courseId: null,
      courseTitle: 'Ruta del contador independiente',
    });
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().purchases[0]).toMatchObject({
      bundleId: bundle.id,
      course: { id: null, title: 'Ruta del contador independiente' },
    });

    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Pedido del alumno por correo.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await ownedIds(buyer.cookie)).toEqual([]);
  });

  it('costs an owner of some courses less, by their share of the bundle, grants only the rest and takes back only those', async () => {
    const buyer = await verifiedPerson(t);
    await enroll(t, buyer.person.email, iva.id);
    // IVA is 30.000 of the 50.000 the courses cost apart: 60 % of the bundle, 24.000.
    expect((await quote(buyer.cookie, { bundleId: bundle.id })).json()).toMatchObject({
      listPrice: 16_000,
      total: 16_000,
    });
    const opened = await order(buyer.cookie);
    const purchaseId = await payInSandbox(opened.json().init_point);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row?.amount).toBe(16_000);
    expect(
      await t.db
        .select({ courseId: purchaseGrants.courseId })
        .from(purchaseGrants)
        .where(eq(purchaseGrants.purchaseId, purchaseId)),
    ).toEqual([{ courseId: ganancias.id }]);

    await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Pedido del alumno por correo.' },
    });
    // The course owned before the bundle stays.
    expect(await ownedIds(buyer.cookie)).toEqual([iva.id]);
  });

  it('is refused to an owner of every course', async () => {
    const buyer = await verifiedPerson(t);
    await enroll(t, buyer.person.email, iva.id);
    await enroll(t, buyer.person.email, ganancias.id);
    const refused = await order(buyer.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ya tenés todos los cursos de esta ruta: los encontrás en Mis cursos.',
    );
    expect((await quote(buyer.cookie, { bundleId: bundle.id })).statusCode).toBe(409);
  });

  it('takes a coupon for every course, and refuses one limited to some courses', async () => {
    const saveCoupon = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/admin/coupons', { cookie: admin.cookie, body });
    await saveCoupon({ code: 'RUTA25', kind: 'percent', value: 25 });
    await saveCoupon({ code: 'SOLOIVA', kind: 'percent', value: 25, courseIds: [iva.id] });
    const buyer = await verifiedPerson(t);
    expect((await quote(buyer.cookie, { bundleId: bundle.id, coupon: 'RUTA25' })).json()).toEqual({
      listPrice: 40_000,
      discount: 10_000,
      total: 30_000,
      coupon: 'RUTA25',
    });
    const limited = await quote(buyer.cookie, { bundleId: bundle.id, coupon: 'SOLOIVA' });
    expect(limited.statusCode).toBe(400);
    expect(limited.json().errors).toEqual([
      { field: 'coupon', message: 'Este cupón es para cursos sueltos: no aplica a las rutas.' },
    ]);
  });

  it('refuses an order that names both a course and a bundle, or neither', async () => {
    const buyer = await verifiedPerson(t);
    const both = await order(buyer.cookie, { courseId: iva.id });
    expect(both.statusCode).toBe(400);
    const { courseId: _course, ...neither } = orderFor(0);
    const none = await call(t, 'POST', '/api/payments/create-order', {
      cookie: buyer.cookie,
      body: neither,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual({
      field: 'courseId',
      message: 'El curso no es válido.',
    });
  });

  it("counts the bundle's sales apart in the revenue report", async () => {
    const buyer = await verifiedPerson(t);
    await payInSandbox((await order(buyer.cookie)).json().init_point);
    const report = await call(t, 'GET', '/api/admin/reports/revenue?by=course', {
      cookie: admin.cookie,
    });
    expect(report.json().totals.byKind.bundle).toEqual({ sales: 1, revenue: 40_000 });
    // The two sales refunded above no longer count.
    expect(report.json().rows).toContainEqual(
      expect.objectContaining({
        key: 'ruta:Ruta del contador independiente',
        kind: 'bundle',
        sales: 1,
        revenue: 40_000,
      }),
    );
    const panel = await call(t, 'GET', '/api/admin/bundles', { cookie: admin.cookie });
    expect(panel.json().bundles).toContainEqual(
      expect.objectContaining({ id: bundle.id, sales: 1 }),
    );
  });
});
