import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../../tests/support/courses';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp, useTestApp } from '../../../../tests/support/use-test-app';
import type { Db } from '../../db/client';
import { courses, purchases, salesByDay } from '../../db/schema';

type Sale = { day: string; course: string; sales: number; revenue: number };

const byKey = (a: Sale, b: Sale) => `${a.day}${a.course}`.localeCompare(`${b.day}${b.course}`);

/** Approved sales per Argentine day and course, added up from every purchase as they are now. */
async function salesFromPurchases(db: Db): Promise<Sale[]> {
  const day = sql<string>`to_char(${purchases.approvedAt} at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`;
  const course = sql<string>`coalesce(${purchases.courseId}::text, 'eliminado:' || ${purchases.courseTitle})`;
  const rows = await db
    .select({
      day,
      course,
      sales: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`sum(${purchases.amount})`.mapWith(Number),
    })
    .from(purchases)
    .where(and(eq(purchases.status, 'approved'), isNotNull(purchases.approvedAt)))
    .groupBy(day, course);
  return rows.sort(byKey);
}

/** The same, as the trigger keeps them in sales_by_day (rows emptied by a refund left out). */
async function keptSales(db: Db): Promise<Sale[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${salesByDay.day}, 'YYYY-MM-DD')`,
      course: sql<string>`coalesce(${salesByDay.courseId}::text, 'eliminado:' || ${salesByDay.deletedTitle})`,
      sales: salesByDay.sales,
      revenue: salesByDay.revenue,
    })
    .from(salesByDay)
    .where(sql`${salesByDay.sales} <> 0`);
  return rows.sort(byKey);
}

function purchaseOf(course: { id: number; slug: string; title: string }, n: number) {
  return {
    courseId: course.id,
    courseSlug: course.slug,
    courseTitle: course.title,
    provider: 'sandbox' as const,
    preferenceId: `pref-sales-${course.id}-${n}`,
    paymentId: `pay-sales-${course.id}-${n}`,
    status: 'approved' as const,
    amount: 1000 + n,
    payerName: 'Ana',
    payerLastname: 'Paz',
    payerEmail: `ana${n}@example.com`,
    payerDocument: '20111222',
    payerCountry: 'AR',
    payerRegion: 'Buenos Aires',
    payerLocation: 'La Plata',
    // Around midnight in Buenos Aires, so that the day is the Argentine one, not UTC's.
    approvedAt: new Date(Date.UTC(2026, 2, 10 + (n % 3), 2 + (n % 2), 30)),
  };
}

describe('approved sales by day, kept by the database as purchases change', () => {
  const t = useTestApp();

  it('follows approvals, refunds, new amounts, moved days and a deleted course', async () => {
    const iva = await createCourse(t, { title: 'Liquidación de IVA' });
    const sueldos = await createCourse(t, { title: 'Sueldos y jornales' });
    const inserted = await t.db
      .insert(purchases)
      .values([
        ...Array.from({ length: 6 }, (_, n) => purchaseOf(iva, n)),
        ...Array.from({ length: 4 }, (_, n) => purchaseOf(sueldos, n)),
        { ...purchaseOf(iva, 99), status: 'pending' as const, approvedAt: null },
      ])
      .returning({ id: purchases.id });
    expect(await keptSales(t.db)).toEqual(await salesFromPurchases(t.db));
    expect((await keptSales(t.db)).reduce((sum, day) => sum + day.sales, 0)).toBe(10);

    const [first, second, third, , , , seventh, , , , pending] = inserted.map((row) => row.id);
    await t.db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.id, first!));
    await t.db.update(purchases).set({ amount: 1.5 }).where(eq(purchases.id, second!));
    await t.db
      .update(purchases)
      .set({ approvedAt: new Date('2026-04-01T02:00:00Z') })
      .where(eq(purchases.id, third!));
    await t.db
      .update(purchases)
      .set({ status: 'approved', approvedAt: new Date('2026-03-31T12:00:00Z') })
      .where(eq(purchases.id, pending!));
    // A change that does not touch the sale (a note for the reconciliation) changes nothing.
    await t.db.update(purchases).set({ checkCount: 3 }).where(eq(purchases.id, seventh!));
    expect(await keptSales(t.db)).toEqual(await salesFromPurchases(t.db));

    // Deleting a course leaves its purchases without a course: their sales stay, by title.
    await t.db.delete(courses).where(eq(courses.id, sueldos.id));
    const kept = await keptSales(t.db);
    expect(kept).toEqual(await salesFromPurchases(t.db));
    expect(kept.filter((day) => day.course === 'eliminado:Sueldos y jornales')).not.toEqual([]);

    await t.db.delete(purchases).where(inArray(purchases.id, [second!, seventh!]));
    expect(await keptSales(t.db)).toEqual(await salesFromPurchases(t.db));
  });
});

const DATABASE_SERVER = await postgresServer(
  'reports/sales-by-day.test.ts',
  'the embedded PGlite runs one statement at a time, so approvals never really race on it',
);

describe.skipIf(!DATABASE_SERVER)(
  'approved sales by day, with approvals racing on PostgreSQL',
  () => {
    const t = usePostgresTestApp(DATABASE_SERVER);

    it('counts every one of forty approvals of one course on one day made at once', async () => {
      const course = await createCourse(t, { title: 'Monotributo desde cero' });
      const day = new Date('2026-05-05T15:00:00Z');
      const rows = await t.db
        .insert(purchases)
        .values(
          Array.from({ length: 40 }, (_, n) => ({
            ...purchaseOf(course, n),
            status: 'pending' as const,
            approvedAt: null,
          })),
        )
        .returning({ id: purchases.id });
      await Promise.all(
        rows.map(({ id }) =>
          t.db.transaction((tx) =>
            tx
              .update(purchases)
              .set({ status: 'approved', approvedAt: day })
              .where(eq(purchases.id, id)),
          ),
        ),
      );
      const [kept] = await t.db
        .select({ sales: salesByDay.sales, revenue: salesByDay.revenue })
        .from(salesByDay)
        .where(eq(salesByDay.courseId, course.id));
      expect(kept).toEqual({ sales: 40, revenue: 40 * 1000 + (39 * 40) / 2 });
    });
  },
);
