import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import { createCourse } from '../../../../tests/support/courses';
import { firstPageOperators } from '../../../../tests/support/pdf';
import { ocrUnavailable, readFirstPage, RENDERERS } from '../../../../tests/support/pdf-as-seen';
import { buyWithSandbox, orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { invoices, sandboxPayments } from '../../db/schema';
import { refundPurchase } from '../payments/refund';
import { syncPurchase } from '../payments/sync';
import { issueVoucher, VoucherRefused } from './issue';
import { startInvoicing, sweepOwedVouchers } from './jobs';

/** Hex-encoded text as pdf-lib writes it with the standard fonts. */
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('electronic invoices through ARCA (WSAA + WSFEv1 faked at the network edge)', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  let t: TestApp;
  let course: Awaited<ReturnType<typeof createCourse>>;

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    course = await createCourse(t, { title: 'Monotributo para profesionales', price: 21000 });
  });
  afterEach(() => {
    arcaFake.state.down = false;
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  async function approvedPurchase(overrides: Record<string, unknown> = {}) {
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', overrides);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, bought.purchaseId!));
    return { buyer, purchaseId: bought.purchaseId!, invoice: invoice! };
  }

  const issue = (invoiceId: string) => issueVoucher(t.app.ctx, t.app.ctx.arca!, invoiceId);

  it('owes a Factura C to the final consumer when a purchase is approved, and issues it with a CAE', async () => {
    const { invoice } = await approvedPurchase();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'pending',
      voucherType: 11,
      pointOfSale: 3,
      docType: 96,
      docNumber: '30123456',
      total: 21000,
      net: 21000,
      vat: 0,
    });
    const since = t.smtp.messages.length;
    const issued = await issue(invoice.id);
    expect(issued).toMatchObject({ status: 'issued', number: 1, cae: '76463012345670' });
    expect(issued?.caeDueDate).toMatch(/^\d{8}$/);
    expect(issued?.request).toMatchObject({
      PtoVta: 3,
      CbteTipo: 11,
      Concepto: 2,
      DocTipo: 96,
      DocNro: 30123456,
      CbteDesde: 1,
      ImpTotal: 21000,
      ImpNeto: 21000,
      ImpIVA: 0,
      MonId: 'PES',
      CondicionIVAReceptorId: 5,
    });

    const mail = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (m) => m.subject.startsWith('Factura'),
    });
    expect(mail.subject).toBe('Factura de tu compra: Monotributo para profesionales');
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({
      filename: 'Factura-C-00003-00000001.pdf',
      contentType: 'application/pdf',
    });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await firstPageOperators(pdf!.content);
    for (const expected of [
      'CAE N°: 76463012345670',
      'Comp. Nro: 00000001',
      'Comprobante Autorizado',
      'Condición frente al IVA: Consumidor Final',
    ]) {
      expect(text).toContain(hex(expected));
    }
  });

  it('lists an issued voucher in the panel with its number, CAE and due date', async () => {
    const { purchaseId, invoice } = await approvedPurchase();
    await issue(invoice.id);
    const admin = await adminPerson(t);
    const listed = await call(t, 'GET', `/api/admin/invoices?search=${purchaseId}`, {
      cookie: admin.cookie,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().invoicing).toEqual({ enabled: true, production: false });
    const [row] = listed.json().invoices;
    expect(row).toMatchObject({
      kind: 'invoice',
      status: 'issued',
      label: expect.stringMatching(/^Factura C 00003-\d{8}$/),
      cae: expect.stringMatching(/^\d{14}$/),
      purchase: { id: purchaseId, courseTitle: 'Monotributo para profesionales' },
    });
    // ARCA's '20261202' reaches the panel as a calendar date, never as an instant.
    expect(row.caeDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.caeDueDate.replaceAll('-', '')).toBe(
      (await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!.caeDueDate,
    );
  });

  it('numbers concurrent invoices one after another, never twice, across two instances', async () => {
    const owed = [];
    for (let i = 0; i < 6; i++) owed.push((await approvedPurchase()).invoice);
    const second = await createTestApp({ database: t.database, env: ARCA_TEST_ENV });
    try {
      await Promise.all(
        owed.map((invoice, i) =>
          i % 2
            ? issueVoucher(second.app.ctx, second.app.ctx.arca!, invoice.id)
            : issue(invoice.id),
        ),
      );
    } finally {
      await second.close();
    }
    const rows = await t.db.select().from(invoices).where(eq(invoices.status, 'issued'));
    const numbers = rows.map((row) => row.number).sort((a, b) => a! - b!);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(new Set(arcaFake.vouchers.map((v) => v.number)).size).toBe(arcaFake.vouchers.length);
  });

  it('retries after ARCA refuses (10016, number out of sequence) or is down, keeping the course granted', async () => {
    const { invoice } = await approvedPurchase();
    arcaFake.state.refuseNext = {
      code: 10016,
      message:
        'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
    };
    await expect(issue(invoice.id)).rejects.toBeInstanceOf(VoucherRefused);
    const refused = (await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(refused).toMatchObject({ status: 'pending', number: null, attempts: 1 });
    expect(refused.lastError).toContain('10016');

    arcaFake.state.down = true;
    await expect(issue(invoice.id)).rejects.toThrow();
    arcaFake.state.down = false;
    const issued = await issue(invoice.id);
    expect(issued).toMatchObject({ status: 'issued', attempts: 3, lastError: null });
  });

  it('finds the voucher of a lost answer instead of authorising the sale twice', async () => {
    const { invoice } = await approvedPurchase();
    arcaFake.state.loseNextAnswer = true;
    await expect(issue(invoice.id)).rejects.toThrow();
    const before = arcaFake.vouchers.length;
    const issued = await issue(invoice.id);
    expect(arcaFake.vouchers.length).toBe(before);
    expect(issued?.cae).toBe(arcaFake.vouchers.at(-1)?.cae);
  });

  it('issues the matching Nota de Crédito C, associated with the invoice, after a refund', async () => {
    const { invoice, purchaseId } = await approvedPurchase();
    const issued = (await issue(invoice.id))!;
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.externalReference, purchaseId));
    await t.db
      .update(sandboxPayments)
      .set({ status: 'refunded', statusDetail: 'refunded' })
      .where(eq(sandboxPayments.id, payment!.id));
    await syncPurchase(t.app.ctx, String(payment!.id), 'webhook');

    const [note] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.relatedInvoiceId, invoice.id));
    expect(note).toMatchObject({
      kind: 'credit_note',
      voucherType: 13,
      status: 'pending',
      total: 21000,
    });
    const since = t.smtp.messages.length;
    const credited = await issue(note!.id);
    expect(credited?.request).toMatchObject({
      CbteTipo: 13,
      CbtesAsoc: [{ Tipo: 11, PtoVta: 3, Nro: issued.number, Cuit: '20123456786' }],
    });
    const mail = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (m) => m.subject.startsWith('Nota de Crédito'),
    });
    expect(await firstPageOperators(mail.attachments[0]!.content)).toContain(
      hex('Comprobante asociado: Factura C 00003-'),
    );
  });

  it('invoices a buyer abroad, or one with a CUIT, as ARCA asks', async () => {
    const abroad = await approvedPurchase({
      country: 'UY',
      region: 'Montevideo',
      document: '45123456',
    });
    expect(abroad.invoice).toMatchObject({ docType: 99, docNumber: '0' });
    const cuit = await approvedPurchase({ document: '30-71234567-1' });
    expect(cuit.invoice).toMatchObject({ docType: 80, docNumber: '30712345671' });
  });
});

describe('the invoice job queue', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  beforeAll(() => {
    arcaFake = startArcaFake();
  });
  afterAll(() => arcaFake.close());

  it('issues owed invoices from the durable queue, also those owed before a restart', async () => {
    // The first instance approves a sale and goes down before any worker ran.
    const first = await createTestApp({ env: ARCA_TEST_ENV });
    const course = await createCourse(first, { price: 9900 });
    const buyer = await verifiedPerson(first);
    const bought = await buyWithSandbox(first, buyer.cookie, course.id, 'approved');
    const owed = () =>
      first.db.select().from(invoices).where(eq(invoices.purchaseId, bought.purchaseId!));
    expect((await owed())[0]?.status).toBe('pending');

    // The periodic sweep leaves a voucher alone while its job may still be on the way…
    expect(await sweepOwedVouchers(first.app.ctx)).toBe(0);
    first.clock.advance(16 * 60 * 1000);
    expect(await sweepOwedVouchers(first.app.ctx)).toBe(1);

    // …and the next instance to start takes over everything owed at once.
    const second = await createTestApp({ database: first.database, env: ARCA_TEST_ENV });
    try {
      await second.app.ctx.jobs.start();
      await startInvoicing(second.app.ctx);
      await expect.poll(async () => (await owed())[0]?.status, { timeout: 15_000 }).toBe('issued');

      const another = await verifiedPerson(second);
      const next = await buyWithSandbox(second, another.cookie, course.id, 'approved');
      await expect
        .poll(
          async () =>
            (
              await second.db
                .select()
                .from(invoices)
                .where(eq(invoices.purchaseId, next.purchaseId!))
            )[0]?.number,
          { timeout: 15_000 },
        )
        .toBe(2);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('electronic invoices for a Responsable Inscripto', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  let t: TestApp;
  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({
      env: { ...ARCA_TEST_ENV, ARCA_TAX_CONDITION: 'responsable_inscripto' },
    });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  it('issues a Factura B with the IVA contained and Ley 27.743 legend', async () => {
    const course = await createCourse(t, { price: 12100 });
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved');
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, bought.purchaseId!));
    expect(invoice).toMatchObject({ voucherType: 6, total: 12100, net: 10000, vat: 2100 });
    const since = t.smtp.messages.length;
    const issued = await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
    expect(issued?.request).toMatchObject({
      ImpTotal: 12100,
      ImpNeto: 10000,
      ImpIVA: 2100,
      Iva: [{ Id: 5, BaseImp: 10000, Importe: 2100 }],
    });
    const mail = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (m) => m.attachments.length > 0,
    });
    const text = await firstPageOperators(mail.attachments[0]!.content);
    expect(text).toContain(hex('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)'));
    expect(text).toContain(hex('IVA contenido: $'));
  });

  const RI_COMPANY = {
    cuit: '30-71234567-1',
    name: 'Pérez & Asociados SRL',
    ivaCondition: 'responsable_inscripto',
  };

  /** Checks a WSFEv1 FECAEDetRequest against ARCA's manual for a class A voucher. */
  function expectClassA(request: unknown, cbteTipo: 1 | 3, condition: number) {
    const voucher = request as {
      CbteTipo: number;
      DocTipo: number;
      DocNro: number;
      ImpTotal: number;
      ImpNeto: number;
      ImpIVA: number;
      ImpTotConc: number;
      ImpOpEx: number;
      ImpTrib: number;
      CondicionIVAReceptorId: number;
      Iva: { Id: number; BaseImp: number; Importe: number }[];
    };
    expect(voucher.CbteTipo).toBe(cbteTipo);
    // A class A voucher names its receiver by CUIT (DocTipo 80), never as a final consumer.
    expect(voucher.DocTipo).toBe(80);
    expect(voucher.DocNro).toBe(30712345671);
    expect(voucher.CondicionIVAReceptorId).toBe(condition);
    // The IVA broken out: the array's bases and amounts add up to ImpNeto and ImpIVA, and
    // ImpTotal = ImpNeto + ImpIVA (+ the other amounts, zero here), to the cent.
    expect(voucher.Iva).toEqual([{ Id: 5, BaseImp: voucher.ImpNeto, Importe: voucher.ImpIVA }]);
    expect(voucher.ImpIVA).toBeCloseTo(voucher.ImpNeto * 0.21, 2);
    expect(
      Math.round(
        (voucher.ImpNeto +
          voucher.ImpIVA +
          voucher.ImpTotConc +
          voucher.ImpOpEx +
          voucher.ImpTrib) *
          100,
      ),
    ).toBe(Math.round(voucher.ImpTotal * 100));
  }

  it('issues a Factura A to a Responsable Inscripto company, by its CUIT, and cancels it with a Nota de Crédito A', async () => {
    const course = await createCourse(t, { price: 60500 });
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
      company: RI_COMPANY,
    });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, bought.purchaseId!));
    expect(invoice).toMatchObject({
      voucherType: 1,
      docType: 80,
      docNumber: '30712345671',
      receiverCondition: 1,
      total: 60500,
      net: 50000,
      vat: 10500,
    });
    const since = t.smtp.messages.length;
    const issued = await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
    expectClassA(issued?.request, 1, 1);
    const mail = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (m) => /^Factura-A-00003-\d{8}\.pdf$/.test(m.attachments[0]?.filename ?? ''),
    });
    const text = await firstPageOperators(mail.attachments[0]!.content);
    for (const shown of [
      'Razón social: Pérez & Asociados SRL',
      'Condición frente al IVA: IVA Responsable Inscripto',
      'Importe neto gravado:',
      'IVA 21 %:',
    ]) {
      expect(text).toContain(hex(shown));
    }
    // Ley 27.743's legend is for final consumers' vouchers.
    expect(text).not.toContain(hex('IVA contenido'));

    await refundPurchase(t.app.ctx, bought.purchaseId!, {
      source: 'admin',
      reason: 'Pedido de la empresa.',
    });
    const [note] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.purchaseId, bought.purchaseId!), eq(invoices.kind, 'credit_note')));
    const credited = await issueVoucher(t.app.ctx, t.app.ctx.arca!, note!.id);
    expectClassA(credited?.request, 3, 1);
    expect(credited?.request).toMatchObject({ CbtesAsoc: [{ Tipo: 1 }] });
  });

  it('issues a Factura A to a monotributista with the legend of Ley 27.618, and a B to an exempt company', async () => {
    const course = await createCourse(t, { price: 12100 });
    const buyer = await verifiedPerson(t);
    const monotributista = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
      company: { ...RI_COMPANY, ivaCondition: 'monotributo' },
    });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, monotributista.purchaseId!));
    const since = t.smtp.messages.length;
    const issued = await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
    expectClassA(issued?.request, 1, 6);
    // The credit note of the test before may arrive meanwhile: this voucher's mail is a Factura.
    const mail = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (m) => m.attachments[0]?.filename?.startsWith('Factura-A-') ?? false,
    });
    const text = await firstPageOperators(mail.attachments[0]!.content);
    expect(text).toContain(hex('El crédito fiscal discriminado en el presente comprobante'));

    const other = await createCourse(t, { price: 12100 });
    const exempt = await buyWithSandbox(t, buyer.cookie, other.id, 'approved', {
      company: { ...RI_COMPANY, ivaCondition: 'exento' },
    });
    const [invoiceB] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, exempt.purchaseId!));
    expect(invoiceB).toMatchObject({ voucherType: 6, docType: 80, receiverCondition: 4 });
  });

  it('refuses a company with a wrong CUIT, no name or no IVA condition, field by field', async () => {
    const course = await createCourse(t, { price: 12100 });
    const buyer = await verifiedPerson(t);
    const refused = await call(t, 'POST', '/api/payments/create-order', {
      cookie: buyer.cookie,
      body: orderFor(course.id, {
        company: { cuit: '30-71234567-2', name: '', ivaCondition: 'x' },
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'company.cuit', message: 'El CUIT no es válido: revisá los 11 números.' },
        { field: 'company.name', message: expect.stringContaining('razón social') },
        { field: 'company.ivaCondition', message: 'Elegí la condición frente al IVA.' },
      ]),
    );
  });

  /** The Factura B mailed for a course with a long title, bought by a buyer with accents. */
  let mailed: Promise<Buffer> | undefined;
  const mailedFacturaB = () =>
    (mailed ??= (async () => {
      const course = await createCourse(t, {
        title: 'Monotributo: categorías, recategorización y facturación',
        price: 54900,
      });
      const buyer = await verifiedPerson(t);
      const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
        name: 'José',
        lastname: 'Núñez Peña',
        location: 'Río Cuarto',
      });
      const [invoice] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.purchaseId, bought.purchaseId!));
      const since = t.smtp.messages.length;
      await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
      const mail = await t.smtp.waitFor('paula.compras@example.com', {
        since,
        match: (m) => m.attachments.length > 0,
      });
      return mail.attachments[0]!.content;
    })());

  it.skipIf(ocrUnavailable()).for(RENDERERS)(
    'mails a Factura B that shows the firm, the buyer, the whole course and the total, drawn by %s',
    async (renderer) => {
      const seen = await readFirstPage(await mailedFacturaB(), renderer);
      for (const expected of [
        'Estudio Contable Ferraro',
        'FACTURA',
        'Apellido y nombre: Núñez Peña, José',
        'Domicilio: Río Cuarto, Córdoba, Argentina',
        'Importe total: $ 54.900,00',
        'IVA contenido: $ 9.528,10',
      ]) {
        expect(seen).toContain(expected);
      }
      // The course's whole title, on two lines: the row's quantity and prices are read between.
      expect(seen).toMatch(
        /Curso en video: Monotributo: categorías, 1 \$ 54\.900,00 \$ 54\.900,00 recategorización y facturación/,
      );
    },
  );
});
