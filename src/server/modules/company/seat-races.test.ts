import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { purchaseSeats } from '../../db/schema';

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
