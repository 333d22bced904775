import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createTestDatabase, postgresServer } from '../../../../tests/support/test-database';
import type { Database } from '../../db/client';
import { coupons, enrollments, purchases } from '../../db/schema';

/**
 * Buyers racing for a coupon's last use. The embedded database runs one statement at a time, so
 * only a PostgreSQL server (with its pool of connections) lets the checkouts really overlap.
 */
const DATABASE_SERVER = await postgresServer(
  'coupons/races.test.ts',
  'the embedded PGlite runs one statement at a time, so checkouts never really race on it',
);

const USED_UP = [
  { field: 'coupon', message: 'Este cupón ya se usó todas las veces que permitía.' },
];

describe.skipIf(!DATABASE_SERVER)(
  "a coupon's last use, raced on PostgreSQL",
  { timeout: 60_000 },
  () => {
    let database: Database;
    let t: TestApp;
    let course: Awaited<ReturnType<typeof createCourse>>;
    beforeAll(async () => {
      database = await createTestDatabase(DATABASE_SERVER);
      t = await createTestApp({ database });
      course = await createCourse(t, {
        title: 'Sociedades por acciones simplificadas',
        price: 24000,
      });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
    });

    async function lastUseCoupon(code: string, value: number) {
      const [coupon] = await t.db
        .insert(coupons)
        .values({ code, kind: 'percent', value, maxUses: 3, uses: 2 })
        .returning();
      return coupon!;
    }

    /** Six verified buyers sending 'Pagar' with the coupon at the same moment. */
    async function race(code: string) {
      const buyers = await Promise.all(Array.from({ length: 6 }, () => verifiedPerson(t)));
      const answers = await Promise.all(
        buyers.map((buyer, i) =>
          createOrder(t, buyer.cookie, course.id, { coupon: code }, `198.51.100.${i + 1}`),
        ),
      );
      return { buyers, answers };
    }

    it('six checkouts for the last use: one opens, five are told the coupon is used up', async () => {
      const coupon = await lastUseCoupon('ULTIMO', 30);
      const { answers } = await race('ultimo');
      const opened = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 400);
      expect(opened).toHaveLength(1);
      expect(refused).toHaveLength(5);
      for (const answer of refused) expect(answer.json().errors).toEqual(USED_UP);
      const held = await t.db.select().from(purchases).where(eq(purchases.couponId, coupon.id));
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ amount: 16800, discount: 7200, status: 'pending' });

      // Paid: the use counts, and the coupon stays at its limit.
      const preferenceId = String(opened[0]!.json().init_point).split('/').pop();
      const paid = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
        body: { outcome: 'approved' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(after!.uses).toBe(3);
    });

    it('six 100 % coupons for the last use: one course granted, five refused', async () => {
      const coupon = await lastUseCoupon('REGALO', 100);
      const { answers } = await race('REGALO');
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
      const granted = await t.db.select().from(purchases).where(eq(purchases.couponId, coupon.id));
      expect(granted).toMatchObject([{ status: 'approved', amount: 0, discount: 24000 }]);
      const owners = await t.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, granted[0]!.userId!));
      expect(owners).toHaveLength(1);
      const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(after!.uses).toBe(3);
    });
  },
);
