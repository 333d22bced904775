import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox, createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { purchases } from '../../db/schema';
import { PURCHASE_FILTERS } from '../../../shared/admin';
import { CHECKOUT_TTL_MS } from '../payments/open-checkout';
import { reconcileDue } from '../payments/reconcile';
import { purchasesInBatches } from './purchases-list';

type Listed = { id: string; status: string; operationId: string | null; payer: { name: string } };

describe('admin: purchases, export and sales figures', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  const ids: Record<string, string> = {};
  const courseIds: Record<string, number> = {};
  const list = (query: string) =>
    call(t, 'GET', `/api/admin/purchases?${query}`, { cookie: admin.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    const iva = await createCourse(t, { title: 'Liquidación de IVA', price: 18500.5 });
    const sueldos = await createCourse(t, { title: 'Sueldos y jornales', price: 12000 });
    const buyers = [
      {
        key: 'approved',
        course: iva.id,
        outcome: 'approved',
        payer: { name: 'Lucía', lastname: 'Gómez', document: '30111222' },
      },
      {
        key: 'rejected',
        course: sueldos.id,
        outcome: 'rejected',
        payer: { name: 'Martín', lastname: 'Peña', document: '28999888' },
      },
      {
        key: 'pending',
        course: iva.id,
        outcome: 'pending',
        payer: { name: '=SUMA(1+1)', lastname: 'Ríos', document: '33444555' },
      },
    ] as const;
    for (const buyer of buyers) {
      const person = await verifiedPerson(t);
      const bought = await buyWithSandbox(t, person.cookie, buyer.course, buyer.outcome, {
        ...buyer.payer,
        email: `${buyer.key}@example.com`,
      });
      ids[buyer.key] = bought.purchaseId!;
      t.clock.advance(60_000);
    }
    // A checkout never paid, closed by the reconciliation pass once it expired.
    const late = await verifiedPerson(t);
    await createOrder(t, late.cookie, sueldos.id, { email: 'abandoned@example.com' });
    t.clock.advance(49 * 60 * 60 * 1000);
    await reconcileDue(t.app.ctx);
    const [abandoned] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.payerEmail, 'abandoned@example.com'));
    ids.abandoned = abandoned!.id;
    courseIds.iva = iva.id;
  });
  afterAll(async () => t.close());

  it('lists every purchase newest first with the buyer, the course and the payer data', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(body.purchases.map((p: Listed) => p.status)).toEqual([
      'pending',
      'rejected',
      'approved',
    ]);
    expect(body.purchases[2]).toMatchObject({
      id: ids.approved,
      amount: 18500.5,
      course: { title: 'Liquidación de IVA' },
      user: { email: expect.stringContaining('@example.com') },
      payer: {
        name: 'Lucía',
        lastname: 'Gómez',
        document: '30111222',
        country: 'AR',
        region: 'Córdoba',
      },
      company: null,
    });
  });

  it('filters by status; a checkout that expired unpaid is abandoned, out of the whole list', async () => {
    const statuses = async (filter: string) =>
      (await list(`filter=${filter}`)).json().purchases.map((p: Listed) => p.status);
    expect(await statuses('approved')).toEqual(['approved']);
    expect(await statuses('rejected')).toEqual(['rejected']);
    expect(await statuses('pending')).toEqual(['pending']);
    expect(await statuses('abandoned')).toEqual(['abandoned']);
    expect(await statuses('cualquiera')).toHaveLength(3);
    // The link of an e-mail or of the users list finds it all the same.
    const byId = (await list(`search=${ids.abandoned}`)).json().purchases;
    expect(byId.map((p: Listed) => [p.id, p.status])).toEqual([[ids.abandoned, 'abandoned']]);
  });

  it('searches buyer name, e-mail, document, operation number and course title', async () => {
    const found = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`))
        .json()
        .purchases.map((p: Listed) => p.id);
    expect(await found('lucia gomez')).toEqual([ids.approved]);
    expect(await found('REJECTED@EXAMPLE')).toEqual([ids.rejected]);
    expect(await found('33444555')).toEqual([ids.pending]);
    expect(await found('sueldos jornales')).toEqual([ids.rejected]);
    const approved = (await list('filter=approved')).json().purchases[0] as Listed;
    expect(await found(approved.operationId!)).toContain(ids.approved);
    expect(await found(ids.rejected!)).toEqual([ids.rejected]);
  });

  it('exports the filtered list as a CSV a spreadsheet in Argentina opens as is', async () => {
    const response = await call(t, 'GET', '/api/admin/purchases/export.csv?filter=approved', {
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="compras-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Estado;N° de operación;Curso;Precio de lista;Descuento;Cupón;Importe;Moneda;Nombre;Apellido;Correo electrónico;Documento;País;Provincia o región;Localidad;Fecha de aprobación;Medio de pago;Pagos duplicados;CUIT facturado;Razón social;Condición frente al IVA;Licencias;Licencias reintegradas;Importe reintegrado por licencias;ID de compra',
    );
    const cells = lines[1]!.split(';');
    expect(cells[0]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(cells.slice(1, 2)).toEqual(['Aprobado']);
    expect(cells.slice(3, 11)).toEqual([
      'Liquidación de IVA',
      '18500,50',
      '0,00',
      '',
      '18500,50',
      'ARS',
      'Lucía',
      'Gómez',
    ]);
    expect(cells[13]).toBe('Argentina');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const response = await call(t, 'GET', '/api/admin/purchases/export.csv?search=33444555', {
      cookie: admin.cookie,
    });
    const row = response.rawPayload.subarray(3).toString('utf8').split('\r\n')[1]!;
    expect(row).toContain(";'=SUMA(1+1);");
    expect(row).not.toContain(';=SUMA');
  });

  it('sums approved sales and revenue per day over the last 30 days', async () => {
    const response = await call(t, 'GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1).date).toBe(
      t.app.ctx.now().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }),
    );
    const withSales = stats.days.filter((day: { sales: number }) => day.sales > 0);
    expect(withSales).toHaveLength(1);
    expect(withSales[0]).toMatchObject({ sales: 1, revenue: 18500.5 });
    expect(stats.totals).toEqual({ sales: 1, revenue: 18500.5 });
    expect(stats.pendingPurchases).toBe(1);
    expect(stats.students).toBeGreaterThanOrEqual(4);
  });

  it('counts each purchase once, and alike in the filters, the export and the dashboard', async () => {
    // A checkout still open and unpaid, a cash voucher the provider cancelled, and a course paid
    // twice through two checkouts (the second refunded on its own).
    const open = await verifiedPerson(t);
    await createOrder(t, open.cookie, courseIds.iva!, { email: 'unpaid@example.com' });
    const [template] = await t.db.select().from(purchases).where(eq(purchases.id, ids.pending!));
    const { id: _id, preferenceId: _preference, ...copy } = template!;
    await t.db.insert(purchases).values({
      ...copy,
      status: 'cancelled',
      statusDetail: 'expired',
      paymentId: '999000111',
      payerEmail: 'cancelled@example.com',
    });
    const twice = await verifiedPerson(t);
    const first = await createOrder(t, twice.cookie, courseIds.iva!, {
      email: 'twice@example.com',
    });
    t.clock.advance(CHECKOUT_TTL_MS - 30 * 60 * 1000);
    const second = await createOrder(t, twice.cookie, courseIds.iva!, {
      email: 'twice@example.com',
    });
    for (const order of [first, second]) {
      const preferenceId = String(order.json().init_point).split('/').pop();
      const paid = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
        body: { outcome: 'approved' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }

    const totals: Record<string, number> = {};
    const exported: Record<string, string[]> = {};
    for (const filter of ['', ...PURCHASE_FILTERS]) {
      totals[filter] = (await list(`filter=${filter}`)).json().total;
      const csv = await call(t, 'GET', `/api/admin/purchases/export.csv?filter=${filter}`, {
        cookie: admin.cookie,
      });
      const rows = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').slice(1);
      exported[filter] = rows.map((row) => row.split(';')[1]!);
    }
    expect(totals).toEqual({
      '': 7,
      approved: 2,
      pending: 2,
      unpaid: 1,
      rejected: 1,
      refunded: 1,
      abandoned: 1,
      duplicate: 1,
    });
    for (const filter of Object.keys(totals))
      expect(exported[filter]).toHaveLength(totals[filter]!);
    const { approved, pending, unpaid, rejected, refunded } = totals;
    expect(approved! + pending! + unpaid! + rejected! + refunded!).toBe(totals['']);
    expect(exported.pending).toEqual(['Pendiente', 'Pendiente']);
    expect(exported.unpaid).toEqual(['Sin pagar']);
    expect(exported.abandoned).toEqual(['Abandonada']);
    expect(exported['']!.filter((state) => state === 'Pendiente')).toHaveLength(pending!);

    const stats = await call(t, 'GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(stats.json().pendingPurchases).toBe(pending);
  });

  it('says invoicing is off and lists no vouchers when ARCA is not configured', async () => {
    const response = await call(t, 'GET', '/api/admin/invoices', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoices: [],
      total: 0,
      invoicing: { enabled: false, production: false },
    });
  });

  it('streams a large export in batches without missing or repeating a purchase', async () => {
    const approved = (await list('filter=approved')).json().total;
    const [template] = await t.db.select().from(purchases).where(eq(purchases.id, ids.approved!));
    const { id: _id, paymentId: _payment, preferenceId: _preference, ...copy } = template!;
    const when = template!.createdAt;
    const copies = Array.from({ length: 2500 }, (_, i) => ({
      ...copy,
      payerDocument: `4${String(i).padStart(7, '0')}`,
      // Many share a timestamp, so the batches must also order by id.
      createdAt: new Date(when.getTime() - Math.floor(i / 7) * 1000),
    }));
    // Two statements: one would pass PostgreSQL's limit of 65,535 parameters.
    await t.db.insert(purchases).values(copies.slice(0, 1250));
    await t.db.insert(purchases).values(copies.slice(1250));
    const response = await call(t, 'GET', '/api/admin/purchases/export.csv?filter=approved', {
      cookie: admin.cookie,
    });
    const rows = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2500 + approved);
    expect(new Set(rows.map((row) => row.split(';').at(-1))).size).toBe(2500 + approved);
  });
  it('exports purchases made within one millisecond, batch after batch, none skipped', async () => {
    const [template] = await t.db.select().from(purchases).where(eq(purchases.id, ids.rejected!));
    const { id: _id, paymentId: _payment, preferenceId: _preference, ...copy } = template!;
    const made = await t.db
      .insert(purchases)
      .values([1, 2, 3].map((n) => ({ ...copy, payerDocument: `7770000${n}` })))
      .returning({ id: purchases.id, document: purchases.payerDocument });
    // Microseconds apart, as a database default or an import writes them.
    for (const [index, { id }] of made.entries()) {
      await t.db
        .update(purchases)
        .set({ createdAt: sql`${`2020-03-01 12:00:00.000${index + 1}00+00`}::timestamptz` })
        .where(eq(purchases.id, id));
    }
    const exported: string[] = [];
    for await (const batch of purchasesInBatches(t.app.ctx, { search: '7770000' }, 1)) {
      exported.push(...batch.map((row) => row.payerDocument));
    }
    expect(exported).toEqual(['77700003', '77700002', '77700001']);
  });

  it('names the company a purchase is invoiced to, with its CUIT as digits', async () => {
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, courseIds.iva!, 'approved', {
      email: 'empresa@example.com',
      company: {
        cuit: '30-71234567-1',
        name: 'Agropecuaria Los Talas SRL',
        ivaCondition: 'responsable_inscripto',
      },
    });
    const [listed] = (await list(`search=${bought.purchaseId}`)).json().purchases;
    expect(listed).toMatchObject({
      id: bought.purchaseId,
      status: 'approved',
      company: {
        cuit: '30712345671',
        name: 'Agropecuaria Los Talas SRL',
        ivaCondition: 'responsable_inscripto',
      },
    });
  });
});
