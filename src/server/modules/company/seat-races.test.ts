import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { purchases, purchaseSeats, seatRefunds } from '../../db/schema';

/** Only a PostgreSQL server lets requests really overlap (PGlite runs one statement at a time). */
const DATABASE_SERVER = await postgresServer(
  'seat-races.test.ts',
  'the embedded PGlite runs one statement at a time, so requests never really race on it',
);

const COMPANY = { cuit: '30-71234567-1', name: 'Pérez & Asociados SRL', ivaCondition: 'exento' };

describe.skipIf(!DATABASE_SERVER)('company seats assigned all at once on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);
  let courseId: number;
  beforeAll(async () => {
    courseId = (await createCourse(t, { title: 'Liquidación de sueldos', price: 25_000 })).id;
  });

  it('gives out exactly the seats bought when eight e-mails are assigned at the same moment', async () => {
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, courseId, 'approved', {
      company: COMPANY,
      seats: 3,
    });
    const purchaseId = bought.purchaseId!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t, 'POST', `/api/user/seats/${purchaseId}/assign`, {
          cookie: buyer.cookie,
          body: { email: `empleado${i}.${Date.now()}@example.com` },
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const seats = await t.db
      .select()
      .from(purchaseSeats)
      .where(eq(purchaseSeats.purchaseId, purchaseId));
    expect(seats).toHaveLength(3);
  });
});

describe.skipIf(!DATABASE_SERVER)('unused seats given back all at once on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('gives back exactly the unused seats, and their share once, when six refunds of one arrive at once', async () => {
    const admin = await adminPerson(t);
    const course = await createCourse(t, { title: 'Monotributo para empresas', price: 12_000 });
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
      company: COMPANY,
      seats: 4,
    });
    const purchaseId = bought.purchaseId!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund-seats`, {
          cookie: admin.cookie,
          body: { seats: 1, reason: 'Pedido repetido del cliente.' },
        }),
      ),
    );
    // The last seat ends the purchase; asking again meanwhile answers that same refund.
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    // Three given back one by one, the last as the rest of the purchase.
    expect(after).toMatchObject({ status: 'refunded', refundedSeats: 3, refundedAmount: 36_000 });
    const refunds = await t.db
      .select()
      .from(seatRefunds)
      .where(eq(seatRefunds.purchaseId, purchaseId));
    expect(refunds.map((refund) => refund.amount)).toEqual([12_000, 12_000, 12_000]);
  });
});
