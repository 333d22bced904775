import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { UserRow } from '../auth/sessions';
import type { BookingRow } from '../consultations/booking-store';
import { FIRST_CHECK_MS, openAtProvider } from './checkout';

type PurchaseRow = typeof purchases.$inferSelect;

/** How a consultation reads in receipts, invoices and the purchase lists. */
export const bookingItemTitle = (booking: Pick<BookingRow, 'typeTitle'>) =>
  `Consulta: ${booking.typeTitle}`;

/**
 * The purchase that pays for a held booking, written in the hold's transaction. The payer is
 * the account (name, e-mail, document), with the place of their latest purchase when they made
 * one: a consultation asks for nothing else.
 */
export async function insertBookingPurchase(
  tx: Db,
  ctx: ServiceContext,
  change: { booking: BookingRow; user: UserRow; now: Date },
): Promise<PurchaseRow> {
  const { booking, user, now } = change;
  const [latest] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.userId, user.id))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  const [row] = await tx
    .insert(purchases)
    .values({
      userId: user.id,
      courseId: null,
      bookingId: booking.id,
      courseSlug: 'consulta',
      courseTitle: bookingItemTitle(booking),
      provider: ctx.payments.name,
      amount: booking.price,
      currency: 'ARS',
      payerName: user.name,
      payerLastname: user.lastname,
      payerEmail: user.email,
      payerDocument: user.document ?? latest?.payerDocument ?? '',
      payerCountry: latest?.payerCountry ?? 'AR',
      payerRegion: latest?.payerRegion ?? '',
      payerLocation: latest?.payerLocation ?? '',
      nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The provider's checkout of a booking's purchase, payable while the time is held. */
export const openBookingCheckout = (
  ctx: ServiceContext,
  purchase: PurchaseRow,
  booking: BookingRow,
) =>
  openAtProvider(
    ctx,
    purchase,
    {
      id: booking.typeId ?? 0,
      title: bookingItemTitle(booking),
      description: `${booking.durationMinutes} minutos con el estudio`,
      pictureUrl: null,
    },
    booking.holdUntil ?? undefined,
  );
