import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { purchaseEvents, purchases, sandboxPayments } from '../../db/schema';
import { reconcileDue } from './reconcile';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('reconciliation pass', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    t = await createTestApp();
    course = await createCourse(t);
  });
  afterAll(async () => t.close());

  async function checkout() {
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id);
    const preferenceId = order.json().init_point.split('/').pop();
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.preferenceId, preferenceId));
    return purchase!;
  }
  const load = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

  it('asks again later and later about a checkout with no payment', async () => {
    const purchase = await checkout();
    expect(purchase.nextCheckAt!.getTime() - purchase.createdAt.getTime()).toBe(MINUTE);
    t.clock.advance(2 * MINUTE);
    await reconcileDue(t.app.ctx);
    const once = await load(purchase.id);
    expect(once.checkCount).toBe(1);
    const firstGap = once.nextCheckAt!.getTime() - t.app.ctx.now().getTime();
    t.clock.advance(firstGap + 1000);
    await reconcileDue(t.app.ctx);
    const twice = await load(purchase.id);
    expect(twice.checkCount).toBe(2);
    expect(twice.nextCheckAt!.getTime() - t.app.ctx.now().getTime()).toBeGreaterThan(firstGap);
    expect(twice.status).toBe('pending');
  });

  it('grants a payment the provider has even though nobody told the site', async () => {
    const purchase = await checkout();
    // A sandbox payment written behind the site's back: what a lost webhook leaves.
    await t.db.insert(sandboxPayments).values({
      preferenceId: purchase.preferenceId!,
      externalReference: purchase.id,
      status: 'approved',
      statusDetail: 'accredited',
      amount: purchase.amount,
      currency: 'ARS',
      approvedAt: t.app.ctx.now(),
    });
    t.clock.advance(2 * MINUTE);
    await reconcileDue(t.app.ctx);
    expect(await load(purchase.id)).toMatchObject({ status: 'approved', nextCheckAt: null });
  });

  it('closes a checkout that expired without payments as abandoned, and stops asking', async () => {
    const purchase = await checkout();
    t.clock.advance(49 * HOUR);
    await reconcileDue(t.app.ctx);
    expect(await load(purchase.id)).toMatchObject({
      status: 'abandoned',
      statusDetail: 'expired',
      nextCheckAt: null,
    });
    const events = await t.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.purchaseId, purchase.id));
    expect(events.at(-1)).toMatchObject({ source: 'reconcile', status: 'abandoned' });
    const result = await call(t, 'GET', `/api/payments/result?external_reference=${purchase.id}`);
    expect(result.json().purchase.status).toBe('abandoned');
  });

  it('lets two instances share the work without checking a purchase twice', async () => {
    for (let i = 0; i < 6; i++) await checkout();
    t.clock.advance(2 * MINUTE);
    const now = t.app.ctx.now();
    const before = await t.db.select().from(purchases);
    const due = before.filter((p) => p.nextCheckAt !== null && p.nextCheckAt <= now);
    expect(due.length).toBeGreaterThanOrEqual(6);

    const second = await createTestApp({ database: t.database });
    second.clock.offsetMs = t.clock.offsetMs;
    try {
      const [a, b] = await Promise.all([reconcileDue(t.app.ctx), reconcileDue(second.app.ctx)]);
      expect(a + b).toBe(due.length);
    } finally {
      await second.close();
    }
    const after = await t.db.select().from(purchases);
    for (const purchase of due) {
      expect(after.find((p) => p.id === purchase.id)?.checkCount).toBe(purchase.checkCount + 1);
    }
  });
});
