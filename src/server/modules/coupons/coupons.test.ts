import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox, createOrder } from '../../../../tests/support/purchases';
import { pdfText } from '../../../../tests/support/pdf';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { enrollments, invoices, purchases, sandboxPayments } from '../../db/schema';
import { issueVoucher } from '../invoices/issue';

const DAY = 24 * 60 * 60 * 1000;

describe('coupons: the panel, the quote, the checkout and the purchase', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  let t: TestApp;
  let admin: { cookie: string };
  let iva: Awaited<ReturnType<typeof createCourse>>;
  let ganancias: Awaited<ReturnType<typeof createCourse>>;
  let codes = 0;

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    admin = await adminPerson(t);
    iva = await createCourse(t, { title: 'Liquidación de IVA', price: 20000 });
    ganancias = await createCourse(t, { title: 'Ganancias personas humanas', price: 30000 });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  const newCode = () => `PRUEBA${++codes}`;
  const saveCoupon = (body: Record<string, unknown>, id?: number) =>
    call(t, id ? 'PUT' : 'POST', id ? `/api/admin/coupons/${id}` : '/api/admin/coupons', {
      cookie: admin.cookie,
      body,
    });
  async function coupon(fields: Record<string, unknown> = {}) {
    const saved = await saveCoupon({ code: newCode(), kind: 'percent', value: 20, ...fields });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().coupon as { id: number; code: string };
  }
  const quote = (cookie: string, courseId: number, code?: string) =>
    call(t, 'POST', '/api/payments/quote', { cookie, body: { courseId, coupon: code } });
  const fieldErrors = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
    response.json().errors;
  const listed = async (id: number) =>
    (await call(t, 'GET', '/api/admin/coupons', { cookie: admin.cookie }))
      .json()
      .coupons.find((entry: { id: number }) => entry.id === id);

  describe('the panel', () => {
    it('creates a coupon with its code in capitals and lists it with no uses', async () => {
      const created = await saveCoupon({
        code: ' clientes2026 ',
        kind: 'amount',
        value: 5000,
        courseIds: [iva.id],
        validTo: '2026-12-31T23:59:59-03:00',
        maxUses: 10,
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({
        message: 'Creamos el cupón CLIENTES2026.',
        coupon: {
          code: 'CLIENTES2026',
          kind: 'amount',
          value: 5000,
          courseIds: [iva.id],
          validFrom: null,
          validTo: '2027-01-01T02:59:59.000Z',
          maxUses: 10,
          onePerPerson: true,
          active: true,
          uses: 0,
          revenue: 0,
        },
      });
      expect(await listed(created.json().coupon.id)).toMatchObject({ code: 'CLIENTES2026' });
    });

    it('refuses a code already taken in any case, and bad fields, with Spanish field errors', async () => {
      const taken = await coupon();
      const again = await saveCoupon({ code: taken.code.toLowerCase(), kind: 'percent', value: 5 });
      expect(again.statusCode).toBe(400);
      expect(fieldErrors(again)).toEqual([
        { field: 'code', message: 'Ya hay un cupón con ese código.' },
      ]);

      const cases: [Record<string, unknown>, string, string][] = [
        [
          { code: 'CON ESPACIO' },
          'code',
          'El código lleva solo letras y números, sin espacios ni signos.',
        ],
        [
          { code: 'AÑO-2026' },
          'code',
          'El código lleva solo letras y números, sin espacios ni signos.',
        ],
        [{ value: 101 }, 'value', 'El porcentaje es un número entero de 1 a 100.'],
        [{ value: 12.5 }, 'value', 'El porcentaje es un número entero de 1 a 100.'],
        [{ value: 0 }, 'value', 'El descuento tiene que ser mayor que cero.'],
        [{ kind: 'amount', value: 10.555 }, 'value', 'El importe admite hasta dos decimales.'],
        [{ kind: 'gratis' }, 'kind', 'Elegí si descuenta un porcentaje o un importe.'],
        [
          { validFrom: '2026-12-01T00:00:00-03:00', validTo: '2026-11-30T23:59:59-03:00' },
          'validTo',
          'La fecha de fin tiene que ser posterior a la de inicio.',
        ],
        [{ validTo: 'mañana' }, 'validTo', 'La fecha de fin no es válida.'],
        [{ maxUses: 0 }, 'maxUses', 'El máximo de usos tiene que ser al menos 1.'],
        [{ courseIds: [999_999] }, 'courseIds', 'Alguno de los cursos elegidos no existe.'],
      ];
      for (const [fields, field, message] of cases) {
        const refused = await saveCoupon({
          code: newCode(),
          kind: 'percent',
          value: 10,
          ...fields,
        });
        expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
        expect(fieldErrors(refused), JSON.stringify(fields)).toContainEqual({ field, message });
      }
    });

    it('edits and pauses a coupon; an unknown one is 404', async () => {
      const created = await coupon({ value: 10 });
      const paused = await saveCoupon(
        { code: created.code, kind: 'percent', value: 15, active: false, onePerPerson: false },
        created.id,
      );
      expect(paused.statusCode, paused.body).toBe(200);
      expect(paused.json().coupon).toMatchObject({ value: 15, active: false, onePerPerson: false });
      const missing = await saveCoupon({ code: newCode(), kind: 'percent', value: 5 }, 999_999);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('¿Tenés un cupón?', () => {
    it('prices the course with a percentage or an amount off, the code in any case', async () => {
      const buyer = await verifiedPerson(t);
      const percent = await coupon({ value: 15 });
      const amount = await coupon({ kind: 'amount', value: 2500.5 });
      const none = await quote(buyer.cookie, iva.id);
      expect(none.json()).toEqual({ listPrice: 20000, discount: 0, total: 20000, coupon: null });
      const withPercent = await quote(buyer.cookie, iva.id, percent.code.toLowerCase());
      expect(withPercent.json()).toEqual({
        listPrice: 20000,
        discount: 3000,
        total: 17000,
        coupon: percent.code,
      });
      const withAmount = await quote(buyer.cookie, iva.id, ` ${amount.code} `);
      expect(withAmount.json()).toEqual({
        listPrice: 20000,
        discount: 2500.5,
        total: 17499.5,
        coupon: amount.code,
      });
    });

    it('says why a coupon cannot be used, under `coupon`', async () => {
      const buyer = await verifiedPerson(t);
      const now = t.app.ctx.now().getTime();
      const iso = (ms: number) => new Date(ms).toISOString();
      const cases: [string, string][] = [
        [
          (await coupon({ validFrom: iso(now - 10 * DAY), validTo: iso(now - DAY) })).code,
          'El cupón venció.',
        ],
        [(await coupon({ courseIds: [ganancias.id] })).code, 'Este cupón no aplica a este curso.'],
      ];
      for (const [code, message] of cases) {
        const refused = await quote(buyer.cookie, iva.id, code);
        expect(refused.statusCode, code).toBe(400);
        expect(fieldErrors(refused), code).toEqual([{ field: 'coupon', message }]);
        const order = await createOrder(t, buyer.cookie, iva.id, { coupon: code });
        expect(fieldErrors(order), code).toEqual([{ field: 'coupon', message }]);
      }
      expect(
        await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id)),
      ).toEqual([]);
    });

    it('answers an unknown, a paused and a future coupon alike: guessing confirms no code', async () => {
      const buyer = await verifiedPerson(t);
      const paused = await coupon({ active: false });
      const later = await coupon({ validFrom: '2099-03-05T00:00:00-03:00' });
      const codes = ['NOEXISTE', 'con espacios', paused.code, later.code];
      const answers = [];
      for (const code of codes) {
        for (const ask of [
          () => quote(buyer.cookie, iva.id, code),
          () => createOrder(t, buyer.cookie, iva.id, { coupon: code }),
        ]) {
          const answer = await ask();
          answers.push({ status: answer.statusCode, body: answer.body });
        }
      }
      expect(answers[0]).toMatchObject({ status: 400 });
      expect(JSON.parse(answers[0]!.body).errors).toEqual([
        { field: 'coupon', message: 'Este cupón no es válido.' },
      ]);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers.map((answer) => answer.body).join()).not.toContain('2099');
    });

    it('is for verified buyers of a course on sale', async () => {
      const buyer = await verifiedPerson(t);
      const hidden = await createCourse(t, { title: 'Oculto', price: 100, visibility: false });
      expect((await quote(buyer.cookie, hidden.id)).statusCode).toBe(404);
      expect(
        (await call(t, 'POST', '/api/payments/quote', { body: { courseId: iva.id } })).statusCode,
      ).toBe(401);
    });
  });

  describe('buying with a coupon', () => {
    it('charges the discounted total and records list price, discount and code everywhere', async () => {
      const buyer = await verifiedPerson(t);
      const { code, id } = await coupon({ value: 25 });
      const bought = await buyWithSandbox(t, buyer.cookie, iva.id, 'approved', {
        coupon: code.toLowerCase(),
        amount: 1,
        price: 1,
      });
      const [sandboxPayment] = await t.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.externalReference, bought.purchaseId!));
      expect(sandboxPayment).toMatchObject({ amount: 15000, status: 'approved' });
      const [purchase] = await t.db
        .select()
        .from(purchases)
        .where(eq(purchases.id, bought.purchaseId!));
      expect(purchase).toMatchObject({
        status: 'approved',
        amount: 15000,
        discount: 5000,
        couponId: id,
        couponCode: code,
      });

      const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
      expect(history.json().purchases[0]).toMatchObject({
        amount: 15000,
        listPrice: 20000,
        discount: 5000,
        coupon: code,
      });
      const panel = await call(t, 'GET', `/api/admin/purchases?search=${bought.purchaseId}`, {
        cookie: admin.cookie,
      });
      expect(panel.json().purchases[0]).toMatchObject({
        amount: 15000,
        listPrice: 20000,
        discount: 5000,
        coupon: code,
      });
      const csv = await call(
        t,
        'GET',
        `/api/admin/purchases/export.csv?search=${bought.purchaseId}`,
        {
          cookie: admin.cookie,
        },
      );
      const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      const cells = Object.fromEntries(
        header!.split(';').map((name, index) => [name, row!.split(';')[index]]),
      );
      expect(cells).toMatchObject({
        'Precio de lista': '20000,00',
        Descuento: '5000,00',
        Cupón: code,
        Importe: '15000,00',
      });
      // ARCA invoices what was paid.
      const [invoice] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.purchaseId, purchase!.id));
      expect(invoice).toMatchObject({ kind: 'invoice', total: 15000 });
      await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
      const pdf = await call(t, 'GET', `/api/user/purchases/${purchase!.id}/invoice.pdf`, {
        cookie: buyer.cookie,
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Bonificación: cupón ${code} -$ 5.000,00`);
      expect(text).toMatch(/Importe total: \$ 15\.000,00/);

      expect(await listed(id)).toMatchObject({ uses: 1, revenue: 15000 });
      const coupons = await call(t, 'GET', '/api/admin/coupons/export.csv', {
        cookie: admin.cookie,
      });
      expect(coupons.headers['content-type']).toBe('text/csv; charset=utf-8');
      const line = coupons.body.split('\r\n').find((text) => text.startsWith(`${code};`));
      expect(line).toBe(`${code};Porcentaje;25,00;Activo;;;1;;15000,00;Todos`);
    });

    it('counts a use only when the payment is approved', async () => {
      const buyer = await verifiedPerson(t);
      const { code, id } = await coupon();
      await buyWithSandbox(t, buyer.cookie, iva.id, 'rejected', { coupon: code });
      expect(await listed(id)).toMatchObject({ uses: 0, revenue: 0 });
      await buyWithSandbox(t, buyer.cookie, iva.id, 'approved', { coupon: code });
      expect(await listed(id)).toMatchObject({ uses: 1, revenue: 16000 });
    });

    it('leads back to an open checkout only with the same coupon and total', async () => {
      const buyer = await verifiedPerson(t);
      const first = await coupon({ value: 10 });
      const second = await coupon({ kind: 'amount', value: 2000 });
      const initPoint = async (code?: string) =>
        (await createOrder(t, buyer.cookie, ganancias.id, code ? { coupon: code } : {})).json()
          .init_point as string;
      const plain = await initPoint();
      const withFirst = await initPoint(first.code);
      expect(withFirst).not.toBe(plain);
      expect(await initPoint(first.code.toLowerCase())).toBe(withFirst);
      // The same total (27000) with another coupon is another checkout: the use is the other's.
      await saveCoupon({ code: second.code, kind: 'amount', value: 3000 }, second.id);
      const withSecond = await initPoint(second.code);
      expect(withSecond).not.toBe(withFirst);
      expect(await initPoint()).toBe(plain);
      const amounts = await t.db
        .select({ amount: purchases.amount, code: purchases.couponCode })
        .from(purchases)
        .where(eq(purchases.userId, buyer.user.id));
      expect(amounts).toEqual(
        expect.arrayContaining([
          { amount: 30000, code: null },
          { amount: 27000, code: first.code },
          { amount: 27000, code: second.code },
        ]),
      );
    });

    it('the history offers the open checkout with its coupon and price until it is paid or closes', async () => {
      const buyer = await verifiedPerson(t);
      const { code } = await coupon({ value: 20 });
      const openCheckouts = async () =>
        (await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie })).json()
          .openCheckouts;
      expect(await openCheckouts()).toEqual([]);
      const order = await createOrder(t, buyer.cookie, iva.id, { coupon: code });
      const [offered] = await openCheckouts();
      expect(offered).toMatchObject({
        courseId: iva.id,
        amount: 16000,
        listPrice: 20000,
        discount: 4000,
        coupon: code,
        checkoutUrl: order.json().init_point,
      });
      expect(Date.parse(offered.expiresAt) - Date.parse(offered.createdAt)).toBe(
        48 * 60 * 60 * 1000,
      );
      // In its last hour 'Pagar' opens a new one, so the page no longer offers it.
      t.clock.advance(47.5 * 60 * 60 * 1000);
      try {
        expect(await openCheckouts()).toEqual([]);
      } finally {
        t.clock.advance(-47.5 * 60 * 60 * 1000);
      }
      const preference = String(order.json().init_point).split('/').pop();
      await call(t, 'POST', `/api/payments/sandbox/${preference}/pay`, {
        body: { outcome: 'approved' },
      });
      expect(await openCheckouts()).toEqual([]);
    });

    it('once per person: a buyer who used it is told so; with it off, the buyer may use it again', async () => {
      const buyer = await verifiedPerson(t);
      const once = await coupon();
      await buyWithSandbox(t, buyer.cookie, iva.id, 'approved', { coupon: once.code });
      const again = await quote(buyer.cookie, ganancias.id, once.code);
      expect(fieldErrors(again)).toEqual([{ field: 'coupon', message: 'Ya usaste este cupón.' }]);

      const other = await verifiedPerson(t);
      const many = await coupon({ onePerPerson: false });
      await buyWithSandbox(t, other.cookie, iva.id, 'approved', { coupon: many.code });
      expect((await quote(other.cookie, ganancias.id, many.code)).json()).toMatchObject({
        total: 24000,
      });
    });

    it('an open checkout takes no use; the last use goes to the first payment approved, and an open checkout still pays at its price', async () => {
      const { code, id } = await coupon({ maxUses: 1 });
      const [first, second, third] = await Promise.all([
        verifiedPerson(t),
        verifiedPerson(t),
        verifiedPerson(t),
      ]);
      const opened = await createOrder(t, first.cookie, iva.id, { coupon: code });
      expect(opened.statusCode, opened.body).toBe(200);
      // A checkout left open does not hold the coupon hostage: others may still use it.
      expect((await quote(second.cookie, iva.id, code)).json()).toMatchObject({ total: 16000 });
      // Nor is it a use of the buyer's own: a 'once per person' coupon stays theirs elsewhere.
      expect((await quote(first.cookie, ganancias.id, code)).json()).toMatchObject({
        total: 24000,
      });
      expect(await listed(id)).toMatchObject({ uses: 0 });

      await buyWithSandbox(t, second.cookie, iva.id, 'approved', { coupon: code });
      expect(await listed(id)).toMatchObject({ uses: 1 });
      const usedUp = {
        field: 'coupon',
        message: 'Este cupón ya se usó todas las veces que permitía.',
      };
      expect(fieldErrors(await quote(third.cookie, iva.id, code))).toEqual([usedUp]);
      expect(fieldErrors(await createOrder(t, third.cookie, iva.id, { coupon: code }))).toEqual([
        usedUp,
      ]);

      // The first buyer pays the checkout opened before the last use went: the quoted price holds.
      const preference = String(opened.json().init_point).split('/').pop();
      const paid = await call(t, 'POST', `/api/payments/sandbox/${preference}/pay`, {
        body: { outcome: 'approved' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [purchase] = await t.db
        .select()
        .from(purchases)
        .where(eq(purchases.preferenceId, preference!));
      expect(purchase).toMatchObject({ status: 'approved', amount: 16000, couponId: id });
      // The panel shows the overrun: '2 de 1'.
      expect(await listed(id)).toMatchObject({ uses: 2, maxUses: 1, revenue: 32000 });
    });

    it('a payment approved beyond the limit still grants the course and counts its use', async () => {
      const { code, id } = await coupon({ maxUses: 1 });
      const late = await verifiedPerson(t);
      const prompt = await verifiedPerson(t);
      const lateOrder = await createOrder(t, late.cookie, iva.id, { coupon: code });
      const latePreference = String(lateOrder.json().init_point).split('/').pop();
      // Two days later the first checkout no longer holds the use: another buyer takes it.
      t.clock.advance(49 * 60 * 60 * 1000);
      try {
        await buyWithSandbox(t, prompt.cookie, iva.id, 'approved', { coupon: code });
        expect(await listed(id)).toMatchObject({ uses: 1 });
        // The first buyer pays the old checkout anyway: they paid, so the course is theirs.
        const paid = await call(t, 'POST', `/api/payments/sandbox/${latePreference}/pay`, {
          body: { outcome: 'approved' },
        });
        expect(paid.statusCode, paid.body).toBe(200);
      } finally {
        t.clock.advance(-49 * 60 * 60 * 1000);
      }
      const owns = await t.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, late.user.id));
      expect(owns.map((row) => row.courseId)).toEqual([iva.id]);
      expect(await listed(id)).toMatchObject({ uses: 2, maxUses: 1, revenue: 32000 });
    });

    it('a 100 % coupon grants the course at $ 0, without a checkout or an invoice', async () => {
      const buyer = await verifiedPerson(t);
      const { code, id } = await coupon({ value: 100 });
      const since = t.smtp.messages.length;
      const order = await createOrder(t, buyer.cookie, iva.id, { coupon: code });
      expect(order.statusCode, order.body).toBe(200);
      const address = new URL(order.json().init_point);
      expect(address.pathname).toBe('/payments/success');
      const purchaseId = address.searchParams.get('external_reference')!;
      const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(purchase).toMatchObject({
        status: 'approved',
        amount: 0,
        discount: 20000,
        couponCode: code,
        preferenceId: null,
        paymentId: null,
      });
      const owns = await t.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, buyer.user.id));
      expect(owns.map((row) => row.courseId)).toEqual([iva.id]);
      expect(await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId))).toEqual(
        [],
      );
      expect(
        await t.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.externalReference, purchaseId)),
      ).toEqual([]);
      expect(await listed(id)).toMatchObject({ uses: 1, revenue: 0 });

      const result = await call(t, 'GET', `/api/payments/result?external_reference=${purchaseId}`);
      expect(result.json().purchase).toMatchObject({
        status: 'approved',
        amount: 0,
        listPrice: 20000,
      });
      const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
      expect(history.json().purchases).toMatchObject([
        {
          id: purchaseId,
          status: 'approved',
          amount: 0,
          discount: 20000,
          coupon: code,
          operationId: null,
        },
      ]);
      const receipt = await t.smtp.waitFor(buyer.person.email, { since });
      expect(receipt.text).toContain('Tu cupón cubre el curso completo');
      expect(receipt.text).toContain(`cupón ${code}`);
      const owned = await createOrder(t, buyer.cookie, iva.id, { coupon: code });
      expect(owned.statusCode).toBe(409);
    });
  });
});
