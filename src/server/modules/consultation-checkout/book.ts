import { CONSULTATION_TYPE_NOT_FOUND, type BookingRequest } from '../../../shared/consultations';
import type { BookingCreated } from '../../../shared/responses/consultations';
import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { lapseHold, takeTime } from '../consultations/booking-lifecycle';
import { findType } from '../consultations/booking-store';
import { insertBookingPurchase, openBookingCheckout } from '../payments/booking-purchase';
import { checkBuyer } from '../payments/checkout';

/**
 * Books a consultation for a verified client: the time taken (held while its checkout can be
 * paid) and its purchase written in one transaction, then the provider's checkout opened. A
 * free consultation is confirmed at once, its invitation sent. A checkout that cannot be opened
 * frees the time again.
 */
export async function bookConsultation(
  ctx: ServiceContext,
  user: UserRow,
  request: BookingRequest,
): Promise<BookingCreated> {
  checkBuyer(user);
  const type = await findType(ctx.db, request.typeId);
  if (!type?.active) throw notFound(CONSULTATION_TYPE_NOT_FOUND);
  const now = ctx.now();
  const { booking, purchase, mailIds } = await ctx.db.transaction(async (tx) => {
    const taken = await takeTime(tx, ctx, {
      type,
      userId: user.id,
      start: new Date(request.start),
      phone: request.phone,
      topic: request.topic,
      now,
    });
    const paying =
      taken.booking.status === 'held'
        ? await insertBookingPurchase(tx, ctx, { booking: taken.booking, user, now })
        : undefined;
    return { ...taken, purchase: paying };
  });
  void ctx.mail.deliver(mailIds);
  if (!purchase) return { bookingId: booking.id, status: 'confirmed' };
  try {
    const checkout = await openBookingCheckout(ctx, purchase, booking);
    return { bookingId: booking.id, init_point: checkout.initPoint };
  } catch (error) {
    await ctx.db.transaction((tx) => lapseHold(tx, booking.id, ctx.now()));
    throw error;
  }
}
