import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { orderFor } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { planSubscriptions, purchases, sandboxPreapprovals, users } from '../../db/schema';
import { addMonth } from '../../../shared/calendar-days';
import { chargeSandboxPreapproval } from '../payments/sandbox-preapprovals';
import { syncCharge } from './charge-sync';

/** Only a PostgreSQL server lets requests really overlap (PGlite runs one statement at a time). */
const DATABASE_SERVER = await postgresServer(
  'plan-races.test.ts',
  'the embedded PGlite runs one statement at a time, so requests never really race on it',
);

describe.skipIf(!DATABASE_SERVER)("the 'Plan Contador' racing itself on PostgreSQL", () => {
  const t = usePostgresTestApp(DATABASE_SERVER);
  const { courseId: _course, ...payer } = orderFor(0);

  beforeAll(async () => {
    const admin = await adminPerson(t);
    await createCourse(t, { title: 'Régimen de facturación', price: 15_000 });
    const saved = await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: 19_000, active: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('opens one subscription and one preapproval when ten "Suscribirme" arrive at once', async () => {
    const student = await verifiedPerson(t);
    const answers = await Promise.all(
      // Ten: the most one account may ask in a quarter hour.
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', '/api/subscriptions', {
          cookie: student.cookie,
          body: payer,
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const initPoints = new Set(answers.map((answer) => answer.json().init_point));
    expect(initPoints.size).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.email, student.person.email));
    const rows = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.userId, user!.id));
    expect(rows).toHaveLength(1);
    const preapprovals = await t.db
      .select()
      .from(sandboxPreapprovals)
      .where(eq(sandboxPreapprovals.externalReference, rows[0]!.id));
    expect(preapprovals.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.preapprovalId).toBe([...initPoints][0].split('/').pop());
  });

  it('records a month once and extends the period once when thirty notices of it arrive at once', async () => {
    const student = await verifiedPerson(t);
    const opened = await call(t, 'POST', '/api/subscriptions', {
      cookie: student.cookie,
      body: payer,
    });
    const preapprovalId = String(opened.json().init_point).split('/').pop()!;
    await call(t, 'POST', `/api/payments/sandbox/subscriptions/${preapprovalId}/authorize`, {
      body: { outcome: 'approved' },
    });
    const subscriptionOf = async () =>
      (
        await t.db
          .select()
          .from(planSubscriptions)
          .where(eq(planSubscriptions.preapprovalId, preapprovalId))
      )[0]!;
    const before = await subscriptionOf();
    // The second month charged at the provider, not yet told to the site.
    const chargeId = await chargeSandboxPreapproval(
      t.db,
      preapprovalId,
      'approved',
      t.app.ctx.now(),
    );

    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => syncCharge(t.app.ctx, chargeId, 'webhook')),
    );
    expect(outcomes.filter((outcome) => outcome === 'updated')).toHaveLength(1);
    const after = await subscriptionOf();
    expect(after.paidUntil).toEqual(addMonth(before.paidUntil!));
    const months = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.planSubscriptionId, before.id));
    expect(months).toHaveLength(2);
  });
});
