import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
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
    const t = usePostgresTestApp(DATABASE_SERVER);
    let course: Awaited<ReturnType<typeof createCourse>>;
    beforeAll(async () => {
      course = await createCourse(t, {
        title: 'Sociedades por acciones simplificadas',
        price: 24000,
      });
    });

    async function lastUseCoupon(code: string, value: number) {
      const [coupon] = await t.db
        .insert(coupons)
        .values({ code, kind: 'percent', value, maxUses: 3, uses: 2 })
        .returning();
      return coupon!;
    }

    const preferenceOf = (answer: { json(): { init_point: string } }) =>
      String(answer.json().init_point).split('/').pop();

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

    it('six checkouts for the last use all open at the quoted price; six payments all grant and count', async () => {
      const coupon = await lastUseCoupon('ULTIMO', 30);
      const { buyers, answers } = await race('ultimo');
      // An open checkout takes no use, so none is refused (decision 0035).
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const open = await t.db.select().from(purchases).where(eq(purchases.couponId, coupon.id));
      expect(open).toHaveLength(6);
      for (const checkout of open) {
        expect(checkout).toMatchObject({ amount: 16800, discount: 7200, status: 'pending' });
      }
      const [untouched] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(untouched!.uses).toBe(2);

      // All six pay at once: each is granted at its quoted price and each use is counted.
      const paid = await Promise.all(
        answers.map((answer) =>
          call(t, 'POST', `/api/payments/sandbox/${preferenceOf(answer)}/pay`, {
            body: { outcome: 'approved' },
          }),
        ),
      );
      for (const answer of paid) expect(answer.statusCode, answer.body).toBe(200);
      const approved = await t.db.select().from(purchases).where(eq(purchases.couponId, coupon.id));
      expect(approved.map((purchase) => purchase.status)).toEqual(Array(6).fill('approved'));
      for (const buyer of buyers) {
        const owns = await t.db
          .select()
          .from(enrollments)
          .where(eq(enrollments.userId, buyer.user.id));
        expect(owns.map((row) => row.courseId)).toEqual([course.id]);
      }
      const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(after!.uses).toBe(8);

      // Now at (beyond) its limit, the coupon refuses the next buyer.
      const late = await verifiedPerson(t);
      const refused = await createOrder(t, late.cookie, course.id, { coupon: 'ULTIMO' });
      expect(refused.json().errors).toEqual(USED_UP);
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
