import type { Db } from '../db/client';
import { grantCourse } from '../modules/enrollments/service';
import type { UserRow } from '../modules/auth/sessions';
import { purchaseEvents, purchases } from '../db/schema';

/** The status detail that marks a demo purchase in the history and the panel. */
export const DEMO_PURCHASE_DETAIL = 'demo';

/**
 * An approved purchase of the demo catalogue, written with its grant in one transaction and
 * never through the payment sync: it has no payment, no checkout and no next check, so no
 * provider is asked about it, the reconciliation pass never picks it, no invoice is owed for
 * it (ARCA would authorise a real one), no receipt is mailed and it cannot be refunded.
 */
export async function recordDemoPurchase(
  db: Db,
  demo: {
    student: UserRow;
    course: { id: number; slug: string; title: string; price: number };
    payer: { name: string; lastname: string; document: string } & Record<
      'country' | 'region' | 'location',
      string
    >;
    now: Date;
  },
): Promise<void> {
  const { student, course, payer, now } = demo;
  await db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: student.id,
        courseId: course.id,
        courseSlug: course.slug,
        courseTitle: course.title,
        provider: 'sandbox',
        status: 'approved',
        statusDetail: DEMO_PURCHASE_DETAIL,
        // Nothing was paid: the panel and the reports must not count it as revenue.
        amount: 0,
        payerName: payer.name,
        payerLastname: payer.lastname,
        payerEmail: student.email,
        payerDocument: payer.document,
        payerCountry: payer.country,
        payerRegion: payer.region,
        payerLocation: payer.location,
        nextCheckAt: null,
        approvedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    await tx.insert(purchaseEvents).values({
      purchaseId: purchase!.id,
      status: 'approved',
      statusDetail: DEMO_PURCHASE_DETAIL,
      source: 'sandbox',
      note: 'Compra de demostración: sin pago, sin factura y sin correos.',
      createdAt: now,
    });
    await grantCourse(tx, { userId: student.id, courseId: course.id, now });
  });
}
