import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { orderFor } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { enrollments, purchaseGrants, purchases } from '../../db/schema';

/** Only a PostgreSQL server lets requests really overlap (PGlite runs one statement at a time). */
const DATABASE_SERVER = await postgresServer(
  'bundle-races.test.ts',
  'the embedded PGlite runs one statement at a time, so requests never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('a bundle purchase racing itself on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);
  let courseIds: number[];
  let bundleId: number;
  beforeAll(async () => {
    const admin = await adminPerson(t);
    courseIds = [
      (await createCourse(t, { title: 'Sociedades: constitución', price: 30_000 })).id,
      (await createCourse(t, { title: 'Sociedades: balances', price: 30_000 })).id,
    ];
    const saved = await call(t, 'POST', '/api/admin/bundles', {
      cookie: admin.cookie,
      body: {
        title: 'Ruta de sociedades',
        description: 'De la constitución al balance de una sociedad.',
        picture: null,
        price: 50_000,
        courseIds,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    bundleId = saved.json().bundle.id;
  });

  it('grants each course once, and records each grant once, when fifty approvals arrive at once', async () => {
    const buyer = await verifiedPerson(t);
    const { courseId: _course, ...payer } = orderFor(0);
    const order = await call(t, 'POST', '/api/payments/create-order', {
      cookie: buyer.cookie,
      body: { ...payer, bundleId },
    });
    expect(order.statusCode, order.body).toBe(200);
    const preferenceId = String(order.json().init_point).split('/').pop();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
          body: { outcome: 'approved' },
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);

    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, buyer.user.id));
    expect(purchase).toMatchObject({ status: 'approved', bundleId });
    const grants = await t.db
      .select({ courseId: purchaseGrants.courseId })
      .from(purchaseGrants)
      .where(eq(purchaseGrants.purchaseId, purchase!.id));
    expect(grants.map((grant) => grant.courseId).sort()).toEqual([...courseIds].sort());
    const owned = await t.db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(inArray(enrollments.courseId, courseIds));
    expect(owned).toHaveLength(2);
  });
});
