import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { BookingMailPeople } from './booking-emails';
import type { BookingRow } from './booking-store';

/** The firm as its invitations name it: the organizer, its address, its site. */
export const firmOf = (ctx: ServiceContext) => ({
  name: ctx.config.firm.name,
  email: ctx.config.contactEmail,
  address: ctx.config.firm.address,
  appUrl: ctx.config.appUrl,
});

/** Who a booking's mails go to; undefined when the client's account is gone. */
export async function bookingPeople(
  tx: Db,
  ctx: ServiceContext,
  booking: BookingRow,
): Promise<BookingMailPeople | undefined> {
  if (!booking.userId) return undefined;
  const [client] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, booking.userId));
  return client ? { firm: firmOf(ctx), client } : undefined;
}
