import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { withdrawThroughLink } from '../../../../tests/support/consumer';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { heartbeat, watchFirstLessons } from '../../../../tests/support/watching';
import { consumerRequests, purchases } from '../../db/schema';
import { sweepOwedRefunds } from '../payments/refund';

const DAY = 24 * 60 * 60 * 1000;

/** Invoicing is off here: no answer may speak of a credit note. */
describe('arrepentimiento of a course already watched, and from the purchase history', () => {
  const t = useTestApp();

  /** Three lessons of one minute each (a test player reports 30 s for the two it plays). */
  const oneMinuteLessons = [
    {
      title: 'Unidad 1',
      modules: [
        { title: 'Clase 1', videoId: 'dQw4w9WgXcQ', durationMinutes: 1 },
        { title: 'Clase 2', videoId: 'kJQP7kiw5Fk', durationMinutes: 1 },
      ],
    },
    {
      title: 'Unidad 2',
      modules: [{ title: 'Clase 3', videoId: '9bZkp7q19f0', durationMinutes: 1 }],
    },
  ];

  async function buyAndWatch(email: string, modulesSeen: number) {
    const course = await createCourse(t, {
      title: 'Impuesto a las ganancias',
      units: oneMinuteLessons,
    });
    const buyer = await verifiedPerson(t);
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { email });
    await watchFirstLessons(t, buyer.cookie, course, modulesSeen);
    return { buyer, purchaseId: purchaseId! };
  }

  const status = async (purchaseId: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]!.status;
  const owns = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/courses', { cookie })).json().courses.length;
  const decide = (cookie: string, id: string, body: Record<string, unknown>) =>
    call(t, 'POST', `/api/admin/consumer-requests/${id}/decision`, { cookie, body });

  it('refunds at once a course barely started, without claiming a credit note', async () => {
    const { buyer, purchaseId } = await buyAndWatch('poco.visto@example.com', 0);
    const answer = await withdrawThroughLink(t, 'poco.visto@example.com', purchaseId);
    expect(answer.status).toBe('accepted');
    expect(answer.message).toContain('te reintegramos el total');
    expect(answer.message).not.toMatch(/nota de crédito|factura/i);
    expect(await status(purchaseId)).toBe('refunded');
    expect(await owns(buyer.cookie)).toBe(0);
  });

  it('sends a course watched past 30 % to an administrator, who approves the refund', async () => {
    const email = 'mucho.visto@example.com';
    const { buyer, purchaseId } = await buyAndWatch(email, 2);
    const since = t.smtp.messages.length;
    const answer = await withdrawThroughLink(t, email, purchaseId);
    expect(answer.status).toBe('pending_review');
    // 30 + 30 s credited of 30 + 30 + 60 s of video.
    expect(answer.message).toContain(
      'ya usaste más del 30 % del curso (viste el 50 % de sus videos)',
    );
    expect(answer.message).toContain('una persona del estudio revisa el pedido');
    expect(await status(purchaseId)).toBe('approved');
    expect(await owns(buyer.cookie)).toBe(1);
    // A request under review is not a refund owed.
    expect(await sweepOwedRefunds(t.app.ctx)).toBe(0);
    expect(await status(purchaseId)).toBe('approved');

    const admin = await adminPerson(t);
    const list = await call(t, 'GET', '/api/admin/consumer-requests?filter=pending_review', {
      cookie: admin.cookie,
    });
    const listed = list.json().requests.find((r: { code: string }) => r.code === answer.code);
    expect(listed).toMatchObject({ status: 'pending_review', purchaseId });
    expect(listed.outcome).toContain('Usó más del 30 % de "Impuesto a las ganancias" (vio el 50 %');

    const student = await decide(buyer.cookie, listed.id, {
      decision: 'approve',
      reason: 'Me lo apruebo yo mismo.',
    });
    expect(student.statusCode).toBe(403);
    const noReason = await decide(admin.cookie, listed.id, { decision: 'approve', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { field: 'reason', message: 'Contá brevemente el motivo de la decisión.' },
    ]);
    const approved = await decide(admin.cookie, listed.id, {
      decision: 'approve',
      reason: 'Vio los módulos por un error de reproducción automática.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: 'accepted' });
    expect(await status(purchaseId)).toBe('refunded');
    expect(await owns(buyer.cookie)).toBe(0);
    const mail = await t.smtp.waitFor(email, {
      since,
      match: (m) => m.subject === `Resolvimos tu pedido de arrepentimiento ${answer.code}`,
    });
    expect(mail.text).toContain('Aprobamos tu arrepentimiento de "Impuesto a las ganancias"');
    expect(mail.text).toContain('Motivo: Vio los módulos por un error de reproducción automática.');

    const twice = await decide(admin.cookie, listed.id, {
      decision: 'reject',
      reason: 'Cambio de opinión tardío.',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('lets an administrator refuse it: the course stays and the buyer is told why', async () => {
    const email = 'rechazo@example.com';
    const { buyer, purchaseId } = await buyAndWatch(email, 3);
    const since = t.smtp.messages.length;
    const answer = await withdrawThroughLink(t, email, purchaseId);
    const [request] = await t.db
      .select()
      .from(consumerRequests)
      .where(eq(consumerRequests.code, answer.code));
    const admin = await adminPerson(t);
    const refused = await decide(admin.cookie, request!.id, {
      decision: 'reject',
      reason: 'Vio el curso completo y descargó el material.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().request).toMatchObject({
      status: 'refused',
      outcome: 'Reintegro rechazado: Vio el curso completo y descargó el material.',
    });
    expect(await status(purchaseId)).toBe('approved');
    expect(await owns(buyer.cookie)).toBe(1);
    const mail = await t.smtp.waitFor(email, {
      since,
      match: (m) => m.subject.startsWith('Resolvimos'),
    });
    expect(mail.text).toContain('no corresponde el reintegro');
    expect(mail.text).toContain('Motivo: Vio el curso completo y descargó el material.');
  });

  it('lets a signed-in buyer withdraw from the purchase history, inside the 10 days only', async () => {
    const { buyer, purchaseId } = await buyAndWatch('con.sesion@example.com', 0);
    const late = await buyAndWatch('con.sesion@example.com', 0);
    await t.db
      .update(purchases)
      .set({
        approvedAt: new Date(Date.now() - 12 * DAY),
        createdAt: new Date(Date.now() - 12 * DAY),
      })
      .where(eq(purchases.id, late.purchaseId));

    const open = await call(t, 'GET', '/api/user/arrepentimiento', { cookie: buyer.cookie });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().purchases).toEqual([
      { purchaseId, deadline: expect.any(String), review: false, request: null },
    ]);

    const stranger = await verifiedPerson(t);
    const notTheirs = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: stranger.cookie,
      body: {},
    });
    expect(notTheirs.statusCode).toBe(404);
    const tooLate = await call(
      t,
      'POST',
      `/api/user/purchases/${late.purchaseId}/arrepentimiento`,
      { cookie: late.buyer.cookie, body: {} },
    );
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toMatch(/^El plazo para arrepentirte de .* venció el/);
    expect(await status(late.purchaseId)).toBe('approved');

    const withdrawn = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
      body: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ kind: 'arrepentimiento', status: 'accepted' });
    expect(withdrawn.json().message).not.toContain('nota de crédito');
    expect(await status(purchaseId)).toBe('refunded');
    const again = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
      body: {},
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Esa compra ya fue reintegrada.');
  });

  it('sends to review a buyer who downloaded every material and saved positions at 95 %, without a tick', async () => {
    const email = 'todo.descargado@example.com';
    const materials = await Promise.all(
      ['plan', 'liquidacion', 'padron', 'recategorizacion'].map(async (name) => ({
        title: name,
        url: await t.app.ctx.storage.savePrivate(`materials/${name}.xlsx`, Buffer.from(name)),
        file: { name: `${name}.xlsx`, size: name.length, type: 'application/vnd.ms-excel' },
      })),
    );
    const course = await createCourse(t, {
      title: 'Monotributo de cero a experto',
      units: oneMinuteLessons,
      materials,
    });
    const buyer = await verifiedPerson(t);
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { email });
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: buyer.cookie,
    });
    const { units } = study.json().course as { units: { modules: { id: number }[] }[] };
    for (const module of units.flatMap((unit) => unit.modules)) {
      const saved = await heartbeat(t, buyer.cookie, course.id, {
        moduleId: module.id,
        seconds: 57,
      });
      expect(saved.statusCode).toBe(204);
    }
    for (const material of materials) {
      expect((await call(t, 'GET', material.url, { cookie: buyer.cookie })).statusCode).toBe(200);
    }

    const answer = await withdrawThroughLink(t, email, purchaseId!);
    expect(answer.status).toBe('pending_review');
    expect(answer.message).toContain('descargaste 4 de sus 4 materiales');
    expect(await status(purchaseId!)).toBe('approved');
    expect(await owns(buyer.cookie)).toBe(1);
  });
});
