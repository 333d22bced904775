import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { withdrawThroughLink } from '../../../../tests/support/consumer';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { watchFirstLessons } from '../../../../tests/support/watching';
import { consumerRequests, coupons, purchaseEvents, purchases } from '../../db/schema';
import { sweepOwedRefunds } from '../payments/refund';

/** The Botón de Arrepentimiento of a purchase a 100 % coupon paid: withdrawn, nothing refunded. */
describe('arrepentimiento of a purchase paid in full by a coupon', () => {
  const t = useTestApp();
  let codes = 0;
  afterEach(() => vi.restoreAllMocks());

  /** A buyer who got a course with a 100 % coupon, and watched `modulesSeen` of its modules. */
  async function freePurchase(email: string, modulesSeen = 0) {
    const course = await createCourse(t, {
      title: 'Régimen de monotributo',
      price: 24900,
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Clase 1', videoId: 'dQw4w9WgXcQ', durationMinutes: 1 },
            { title: 'Clase 2', videoId: 'kJQP7kiw5Fk', durationMinutes: 1 },
            { title: 'Clase 3', videoId: '9bZkp7q19f0', durationMinutes: 1 },
          ],
        },
      ],
    });
    const code = `REGALO${++codes}`;
    await t.db.insert(coupons).values({ code, kind: 'percent', value: 100 });
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id, { coupon: code, email });
    expect(order.statusCode, order.body).toBe(200);
    const purchaseId = new URL(order.json().init_point).searchParams.get('external_reference')!;
    await watchFirstLessons(t, buyer.cookie, course, modulesSeen);
    return { buyer, purchaseId, code };
  }

  /** Spies on every way money could be asked back: the provider's refund and a retried job. */
  function watchRefunds() {
    return {
      refund: vi.spyOn(t.app.ctx.payments, 'refund'),
      job: vi.spyOn(t.app.ctx.jobs, 'send'),
    };
  }

  const purchase = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
  const owns = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/courses', { cookie })).json().courses.length;
  const couponUses = async (code: string) =>
    (await t.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.uses;

  it('from the purchase history: the course is taken back, nothing is refunded, and the answer and mail say so', async () => {
    const email = 'cupon.completo@example.com';
    const { buyer, purchaseId, code } = await freePurchase(email);
    const listed = await call(t, 'GET', '/api/user/arrepentimiento', { cookie: buyer.cookie });
    expect(listed.json().purchases).toMatchObject([{ purchaseId, review: false, request: null }]);
    const spies = watchRefunds();
    const since = t.smtp.messages.length;

    const answer = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
      body: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'accepted', refund: false });
    const message: string = answer.json().message;
    expect(message).toContain('cancelamos la compra y el curso ya no está en tu cuenta');
    expect(message).toContain(`la cubrió el cupón ${code}`);
    expect(message).toContain('no hay dinero que devolver');
    expect(message).not.toMatch(/reintegramos|\$ 0/);

    expect(await purchase(purchaseId)).toMatchObject({ status: 'withdrawn', nextCheckAt: null });
    expect(await owns(buyer.cookie)).toBe(0);
    expect(spies.refund).not.toHaveBeenCalled();
    expect(spies.job).not.toHaveBeenCalled();
    expect(await sweepOwedRefunds(t.app.ctx)).toBe(0);
    const events = await t.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.purchaseId, purchaseId));
    expect(events.at(-1)).toMatchObject({ status: 'withdrawn', source: 'consumer' });
    // The use stays counted, as after a refund: 'once per person' still knows it was used.
    expect(await couponUses(code)).toBe(1);

    const mail = await t.smtp.waitFor(buyer.person.email, {
      since,
      match: (m) => m.subject.startsWith('Tu pedido de arrepentimiento'),
    });
    expect(mail.text).toContain('no hay dinero que devolver');
    expect(mail.text).not.toMatch(/reintegramos|\$ 0/);

    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().purchases).toMatchObject([{ id: purchaseId, status: 'withdrawn' }]);
    const again = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
      body: {},
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Esa compra ya fue cancelada.');
  });

  it('from the mailed link, the free purchase is offered and withdrawn alike', async () => {
    const email = 'enlace.cupon@example.com';
    const { buyer, purchaseId } = await freePurchase(email);
    const spies = watchRefunds();
    const answer = await withdrawThroughLink(t, email, purchaseId);
    expect(answer).toMatchObject({ status: 'accepted', refund: false });
    expect(answer.message).toContain('no hay dinero que devolver');
    expect(await purchase(purchaseId)).toMatchObject({ status: 'withdrawn' });
    expect(await owns(buyer.cookie)).toBe(0);
    expect(spies.refund).not.toHaveBeenCalled();
  });

  it('watched past 30 %, an administrator approves it: withdrawn without a refund, and told so', async () => {
    const email = 'cupon.visto@example.com';
    const { buyer, purchaseId } = await freePurchase(email, 2);
    const answer = await withdrawThroughLink(t, email, purchaseId);
    expect(answer.status).toBe('pending_review');
    expect(answer.message).toContain('revisa el pedido antes de cancelar la compra');
    expect(await owns(buyer.cookie)).toBe(1);

    const spies = watchRefunds();
    const since = t.smtp.messages.length;
    const [request] = await t.db
      .select()
      .from(consumerRequests)
      .where(eq(consumerRequests.code, answer.code));
    const admin = await adminPerson(t);
    const approved = await call(t, 'POST', `/api/admin/consumer-requests/${request!.id}/decision`, {
      cookie: admin.cookie,
      body: { decision: 'approve', reason: 'Lo vio por la reproducción automática.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'withdrawn' });
    expect(await owns(buyer.cookie)).toBe(0);
    expect(spies.refund).not.toHaveBeenCalled();
    expect(spies.job).not.toHaveBeenCalled();
    const mail = await t.smtp.waitFor(email, {
      since,
      match: (m) => m.subject.startsWith('Resolvimos'),
    });
    expect(mail.text).toContain('cancelamos la compra');
    expect(mail.text).toContain('no hay dinero que devolver');
    expect(mail.text).not.toContain('te reintegramos');
  });

  it('refuses a purchase approved without any payment or coupon (the demo): nothing to withdraw', async () => {
    const { buyer, purchaseId } = await freePurchase('demo.like@example.com');
    await t.db
      .update(purchases)
      .set({ statusDetail: 'demo', couponId: null, couponCode: null })
      .where(eq(purchases.id, purchaseId));
    const listed = await call(t, 'GET', '/api/user/arrepentimiento', { cookie: buyer.cookie });
    expect(listed.json().purchases).toEqual([]);
    const spies = watchRefunds();
    const refused = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
      body: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Esa compra no tuvo pago, así que no hay nada que reintegrar.',
    );
    expect(await purchase(purchaseId)).toMatchObject({ status: 'approved' });
    expect(spies.refund).not.toHaveBeenCalled();
    expect(spies.job).not.toHaveBeenCalled();
  });
});
