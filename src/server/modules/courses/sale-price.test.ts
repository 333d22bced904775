import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { fixtureWebDir } from '../../../../tests/support/web-fixture';
import { purchases } from '../../db/schema';
import { CHECKOUT_TTL_MS } from '../payments/open-checkout';

const HOUR = 60 * 60 * 1000;

/** The course form as the panel sends it, at a list price of $ 24.900. */
const courseForm = (title: string, sale: Record<string, unknown> = {}) => ({
  title,
  description: 'Cómo liquidar sueldos y cargas sociales paso a paso.',
  category: 'profession',
  visibility: true,
  price: '24900',
  content: '## Temario\n\nRecibos, aportes y contribuciones.',
  picture: null,
  learningList: [{ content: 'Liquidar un recibo de sueldo' }],
  units: [{ title: 'Conceptos', modules: [{ title: 'El recibo', videoId: 'dQw4w9WgXcQ' }] }],
  ...sale,
});

type Saved = { id: number; slug: string; salePrice: number | null; saleEndsAt: string | null };

describe('sale prices: the course form, the pages and the price charged', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  beforeAll(async () => {
    t = await createTestApp({ webDir: fixtureWebDir() });
    admin = await adminPerson(t);
  });
  afterAll(async () => t.close());

  const create = (body: unknown) =>
    call(t, 'POST', '/api/admin/courses/create', { cookie: admin.cookie, body });

  /** A course on sale at $ 19.900 until `endsAt`, created through the panel. */
  async function courseOnSale(title: string, endsAt: Date) {
    const response = await create(
      courseForm(title, { salePrice: '19900', saleEndsAt: endsAt.toISOString() }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().course as Saved;
  }

  const inAnHour = () => new Date(t.app.ctx.now().getTime() + HOUR);

  /** The amount of the purchase an order answered (its sandbox checkout's preference). */
  async function amountOf(order: Awaited<ReturnType<typeof createOrder>>) {
    expect(order.statusCode, order.body).toBe(200);
    const preferenceId = String(order.json().init_point).split('/').pop();
    const view = await call(t, 'GET', `/api/payments/sandbox/${preferenceId}`);
    return view.json().checkout.amount as number;
  }

  it('refuses a sale price without its end, an end without a price, or a price not below the list price', async () => {
    const cases = [
      [{ salePrice: '19900' }, 'saleEndsAt', 'Ingresá hasta cuándo vale el precio de oferta.'],
      [
        { saleEndsAt: '2026-11-30T23:59:00-03:00' },
        'salePrice',
        'Ingresá el precio de oferta, o borrá la fecha de fin.',
      ],
      [
        { salePrice: '24900', saleEndsAt: '2026-11-30T23:59:00-03:00' },
        'salePrice',
        'El precio de oferta debe ser menor que el precio de lista.',
      ],
      [
        { salePrice: '0', saleEndsAt: '2026-11-30T23:59:00-03:00' },
        'salePrice',
        'El precio de oferta debe ser mayor que cero.',
      ],
      [
        { salePrice: '19900', saleEndsAt: 'el 30 de noviembre' },
        'saleEndsAt',
        'Ingresá una fecha y hora válidas para el fin de la oferta.',
      ],
    ] as const;
    for (const [sale, field, message] of cases) {
      const response = await create(courseForm('Sueldos con oferta inválida', sale));
      expect(response.statusCode, JSON.stringify(sale)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
  });

  it('keeps both fields empty as no sale, and clears a sale when both are emptied', async () => {
    const course = await courseOnSale('Sueldos sin oferta', inAnHour());
    expect(course.salePrice).toBe(19900);
    const saved = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: courseForm('Sueldos sin oferta', { salePrice: '', saleEndsAt: '' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().course).toMatchObject({ salePrice: null, saleEndsAt: null });
    const card = (await call(t, 'GET', '/api/courses'))
      .json()
      .courses.find((c: { id: number }) => c.id === course.id);
    expect(card).toMatchObject({ price: 24900, salePrice: null, saleEndsAt: null });
  });

  it('shows the sale in the catalogue and the course, and offers it in the JSON-LD until its last day', async () => {
    // Midnight of 01/12 in Argentina: the sale's last day is 30/11.
    const endsAt = new Date('2099-12-01T03:00:00.000Z');
    const course = await courseOnSale('Sueldos en oferta de lanzamiento', endsAt);
    const card = (await call(t, 'GET', '/api/courses'))
      .json()
      .courses.find((c: { id: number }) => c.id === course.id);
    expect(card).toMatchObject({
      price: 24900,
      salePrice: 19900,
      saleEndsAt: '2099-12-01T03:00:00.000Z',
    });
    const detail = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(detail.json().course).toMatchObject({ price: 24900, salePrice: 19900 });

    const offer = async () => {
      const html = (await t.app.inject({ url: `/courses/${course.id}/${course.slug}` })).body;
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
      return (JSON.parse(jsonLd ?? '{}') as { offers: Record<string, unknown> }).offers;
    };
    expect(await offer()).toEqual({
      '@type': 'Offer',
      category: 'Paid',
      price: 19900,
      priceCurrency: 'ARS',
      priceValidUntil: '2099-11-30',
    });
    t.clock.advance(endsAt.getTime() - t.app.ctx.now().getTime());
    try {
      expect(await offer()).toEqual({
        '@type': 'Offer',
        category: 'Paid',
        price: 24900,
        priceCurrency: 'ARS',
      });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('charges the sale price while the sale is in force, and the list price after it ends', async () => {
    const course = await courseOnSale('Sueldos: precio que se cobra', inAnHour());
    const early = await verifiedPerson(t);
    expect(await amountOf(await createOrder(t, early.cookie, course.id))).toBe(19900);

    t.clock.advance(HOUR);
    try {
      const late = await verifiedPerson(t);
      expect(await amountOf(await createOrder(t, late.cookie, course.id))).toBe(24900);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('keeps the price of a checkout opened during the sale until it expires; a new one after charges the list price', async () => {
    const course = await courseOnSale('Sueldos: checkout abierto', inAnHour());
    const buyer = await verifiedPerson(t);
    const first = await createOrder(t, buyer.cookie, course.id);
    expect(await amountOf(first)).toBe(19900);

    try {
      // The sale is over, the checkout is still open: 'Pagar' leads back to it, at its price.
      t.clock.advance(2 * HOUR);
      const again = await createOrder(t, buyer.cookie, course.id, { location: 'Córdoba' });
      expect(again.json().init_point).toBe(first.json().init_point);
      expect(await amountOf(again)).toBe(19900);

      // Past its last hour it is not offered again: the new checkout is at the list price.
      t.clock.advance(CHECKOUT_TTL_MS - 2 * HOUR);
      const later = await createOrder(t, buyer.cookie, course.id);
      expect(later.json().init_point).not.toBe(first.json().init_point);
      expect(await amountOf(later)).toBe(24900);
    } finally {
      t.clock.offsetMs = 0;
    }
    const rows = await t.db
      .select({ amount: purchases.amount, payerLocation: purchases.payerLocation })
      .from(purchases)
      .where(eq(purchases.courseId, course.id))
      .orderBy(purchases.createdAt);
    expect(rows).toEqual([
      { amount: 19900, payerLocation: 'Córdoba' },
      { amount: 24900, payerLocation: 'Villa Carlos Paz' },
    ]);
  });

  it('opens a new checkout at the sale price for a buyer whose checkout was opened at the list price', async () => {
    const created = await create(courseForm('Sueldos: oferta nueva'));
    const course = created.json().course as Saved;
    const buyer = await verifiedPerson(t);
    const before = await createOrder(t, buyer.cookie, course.id);
    expect(await amountOf(before)).toBe(24900);

    const saved = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: courseForm('Sueldos: oferta nueva', {
        salePrice: '19900',
        saleEndsAt: inAnHour().toISOString(),
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const during = await createOrder(t, buyer.cookie, course.id);
    expect(during.json().init_point).not.toBe(before.json().init_point);
    expect(await amountOf(during)).toBe(19900);
  });
});
