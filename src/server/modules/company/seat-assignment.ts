import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Seat } from '../../../shared/responses/company-seats';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases, purchaseSeats, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isEnrolled } from '../enrollments/service';
import { lockBuyer } from '../payments/buyer-lock';
import { addSeat, removeSeat } from '../seats/seat-store';
import { seatInviteEmail } from './invite-email';
import { startedAt } from './seat-start';
import { toSeat } from './seat-list';

export const SEAT_PURCHASE_NOT_FOUND = 'No encontramos esa compra de licencias.';
export const SEAT_NOT_FOUND = 'No encontramos esa licencia.';
export const NOT_APPROVED = 'Las licencias se asignan cuando el pago está acreditado.';
export const NO_FREE_SEATS = 'No te quedan licencias libres.';
export const ALREADY_ASSIGNED = 'Ese correo ya tiene una licencia de esta compra.';
export const ALREADY_OWNS = 'Esa persona ya tiene este curso: asigná la licencia a otra.';
export const SEAT_IN_USE = 'Esta licencia ya está en uso: queda con su estudiante.';

/**
 * The buyer's seat purchase, locked as payments lock it (the buyer's row, then the purchase's),
 * so that assigning, releasing and a refund take turns. Someone else's is not found.
 */
async function lockSeatPurchase(tx: Db, buyerId: string, purchaseId: string) {
  if (!(await lockBuyer(tx, buyerId))) throw notFound(SEAT_PURCHASE_NOT_FOUND);
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.userId, buyerId), isNotNull(purchases.seats)),
    )
    .for('update');
  if (!purchase) throw notFound(SEAT_PURCHASE_NOT_FOUND);
  return purchase;
}

/**
 * 'Asignar licencia': a free seat of the buyer's approved purchase goes to `email`, invited by
 * mail in the same transaction. An account of that e-mail already verified gets the course at
 * once; otherwise it does when that e-mail signs up (or signs in) and verifies.
 */
export async function assignSeat(
  ctx: ServiceContext,
  buyerId: string,
  purchaseId: string,
  email: string,
): Promise<Seat> {
  const now = ctx.now();
  const { seat, mailId } = await ctx.db.transaction(async (tx) => {
    const purchase = await lockSeatPurchase(tx, buyerId, purchaseId);
    const courseId = purchase.courseId;
    if (purchase.status !== 'approved' || courseId === null) throw conflict(NOT_APPROVED);
    const taken = await tx
      .select({ email: purchaseSeats.email })
      .from(purchaseSeats)
      .where(and(eq(purchaseSeats.purchaseId, purchaseId), isNull(purchaseSeats.revokedAt)));
    if (taken.some((seat) => seat.email.toLowerCase() === email)) {
      throw conflict(ALREADY_ASSIGNED);
    }
    if (taken.length >= (purchase.seats ?? 0) - purchase.refundedSeats)
      throw conflict(NO_FREE_SEATS);
    const [account] = await tx
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (account && (await isEnrolled(tx, account.id, courseId))) throw conflict(ALREADY_OWNS);
    const holder = account?.emailVerified ? { userId: account.id, courseId, now } : null;
    const added = await addSeat(tx, { purchaseId, email, now }, holder);
    const invite = seatInviteEmail({
      to: email,
      company: purchase.companyName ?? `${purchase.payerName} ${purchase.payerLastname}`,
      course: { id: courseId, slug: purchase.courseSlug, title: purchase.courseTitle },
      invitee: holder ? 'holder' : account ? 'account' : 'newcomer',
      appUrl: ctx.config.appUrl,
    });
    return { seat: added, mailId: await ctx.mail.queue(tx, invite, { key: `seat:${added.id}` }) };
  });
  void ctx.mail.deliver([mailId]);
  return toSeat(ctx.db, seat, undefined);
}

/**
 * 'Liberar': frees a seat for another e-mail, and takes back the course it gave. A seat whose
 * student started the course stays theirs (409).
 */
export async function releaseSeat(
  ctx: ServiceContext,
  buyerId: string,
  ids: { purchaseId: string; seatId: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const purchase = await lockSeatPurchase(tx, buyerId, ids.purchaseId);
    const [seat] = await tx
      .select()
      .from(purchaseSeats)
      .where(
        and(
          eq(purchaseSeats.id, ids.seatId),
          eq(purchaseSeats.purchaseId, purchase.id),
          isNull(purchaseSeats.revokedAt),
        ),
      );
    if (!seat) throw notFound(SEAT_NOT_FOUND);
    const studying =
      seat.granted && seat.userId !== null && purchase.courseId !== null
        ? await startedAt(tx, seat.userId, purchase.courseId)
        : undefined;
    if (studying) throw conflict(SEAT_IN_USE);
    await removeSeat(tx, seat, purchase.courseId);
  });
}
