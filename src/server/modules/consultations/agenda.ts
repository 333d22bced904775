import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { isCalendarDay } from '../../../shared/consultation-setup';
import {
  BOOKING_NOT_FOUND,
  NOT_YET_HAPPENED,
  type AgendaUpdate,
} from '../../../shared/consultations';
import type { AgendaBooking } from '../../../shared/responses/admin-consultations';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { consultationBookings, invoices, purchases, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { moveBooking } from './booking-lifecycle';
import { lockBooking, updateBooking, type BookingRow } from './booking-store';
import { argentineDay, daysBetween } from './slots';

/** The days the agenda shows unless asked: today and the next 14 (Argentine days). */
export const AGENDA_DAYS = 14;
/** The most days one request of the agenda may span. */
export const MAX_AGENDA_DAYS = 366;
export const NOT_MOVABLE_BY_FIRM = 'Solo se puede cambiar el horario de una consulta confirmada.';

const DAY_MS = 24 * 60 * 60 * 1000;

type Client = AgendaBooking['client'];
type PurchaseRow = typeof purchases.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The start of an Argentine day ('YYYY-MM-DD'), an instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

function checkedDays(ctx: ServiceContext, query: { from?: string; to?: string }) {
  const today = argentineDay(ctx.now());
  const from = query.from ?? today;
  const to = query.to ?? argentineDay(new Date(startOfDay(from).getTime() + AGENDA_DAYS * DAY_MS));
  if (!isCalendarDay(from)) throw badRequest('El día inicial no existe.');
  if (!isCalendarDay(to)) throw badRequest('El día final no existe.');
  if (daysBetween(from, to) < 0) throw badRequest('El día final no puede ser anterior al inicial.');
  if (daysBetween(from, to) >= MAX_AGENDA_DAYS) {
    throw badRequest(`Pedí como máximo ${MAX_AGENDA_DAYS} días de la agenda por vez.`);
  }
  return { start: startOfDay(from), end: new Date(startOfDay(to).getTime() + DAY_MS) };
}

/** The latest purchase of each booking and the invoice of each purchase. */
async function paymentsOf(db: Db, bookingIds: string[]) {
  const byBooking = new Map<string, PurchaseRow>();
  const byPurchase = new Map<string, InvoiceRow>();
  if (bookingIds.length === 0) return { byBooking, byPurchase };
  const bought = await db
    .select()
    .from(purchases)
    .where(inArray(purchases.bookingId, bookingIds))
    .orderBy(desc(purchases.createdAt));
  for (const row of bought) if (!byBooking.has(row.bookingId!)) byBooking.set(row.bookingId!, row);
  const purchaseIds = [...byBooking.values()].map((row) => row.id);
  if (purchaseIds.length > 0) {
    const issued = await db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.purchaseId, purchaseIds), eq(invoices.kind, 'invoice')));
    for (const row of issued) byPurchase.set(row.purchaseId, row);
  }
  return { byBooking, byPurchase };
}

function toAgendaBooking(
  booking: BookingRow,
  client: Client,
  purchase: PurchaseRow | undefined,
  invoice: InvoiceRow | undefined,
): AgendaBooking {
  return {
    id: booking.id,
    typeId: booking.typeId,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    status: booking.status,
    typeTitle: booking.typeTitle,
    mode: booking.mode,
    durationMinutes: booking.durationMinutes,
    price: booking.price,
    topic: booking.topic,
    phone: booking.phone,
    meetingUrl: booking.meetingUrl,
    firmNotes: booking.firmNotes,
    client,
    payment: purchase ? { status: purchase.status, operationId: purchase.paymentId } : null,
    invoice: invoice
      ? {
          status: invoice.status,
          number:
            invoice.status === 'issued' && invoice.number !== null
              ? `${pad(invoice.pointOfSale, 5)}-${pad(invoice.number, 8)}`
              : null,
        }
      : null,
  };
}

/** The bookings `where` asks for, by time, each with its client (null once the account is gone). */
export async function bookingsWithClients(
  db: Db,
  where: SQL | undefined,
): Promise<{ booking: BookingRow; client: Client }[]> {
  const rows = await db
    .select({
      booking: consultationBookings,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
    })
    .from(consultationBookings)
    .leftJoin(users, eq(users.id, consultationBookings.userId))
    .where(where)
    .orderBy(asc(consultationBookings.startsAt), asc(consultationBookings.createdAt));
  return rows.map(({ booking, name, lastname, email }) => ({
    booking,
    client: name !== null && lastname !== null && email !== null ? { name, lastname, email } : null,
  }));
}

/** Bookings with their clients, payments and invoices, by time. */
async function withDetails(db: Db, where: SQL | undefined): Promise<AgendaBooking[]> {
  const rows = await bookingsWithClients(db, where);
  const { byBooking, byPurchase } = await paymentsOf(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map(({ booking, client }) => {
    const purchase = byBooking.get(booking.id);
    return toAgendaBooking(booking, client, purchase, purchase && byPurchase.get(purchase.id));
  });
}

/**
 * The firm's bookings that start between two Argentine days (both included), by time. A hold
 * that ran out and an expired booking never took place: they show only when `all` asks.
 */
export async function agendaBookings(
  ctx: ServiceContext,
  query: { from?: string; to?: string; all?: '0' | '1' },
): Promise<AgendaBooking[]> {
  const { start, end } = checkedDays(ctx, query);
  const conditions: (SQL | undefined)[] = [
    gte(consultationBookings.startsAt, start),
    lt(consultationBookings.startsAt, end),
  ];
  if (query.all !== '1') {
    conditions.push(
      notInArray(consultationBookings.status, ['expired']),
      or(ne(consultationBookings.status, 'held'), gte(consultationBookings.holdUntil, ctx.now())),
    );
  }
  return withDetails(ctx.db, and(...conditions));
}

async function agendaBooking(db: Db, id: string): Promise<AgendaBooking> {
  const [booking] = await withDetails(db, eq(consultationBookings.id, id));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

const MARKED = {
  done: 'Marcamos la consulta como realizada.',
  no_show: 'Marcamos que el cliente no vino a la consulta.',
} as const;

/**
 * The firm marks a consultation whose time has come as done or missed (a mark can be corrected
 * the same way), and keeps its own notes on any booking.
 */
export async function updateAgendaBooking(
  ctx: ServiceContext,
  id: string,
  change: AgendaUpdate,
): Promise<{ message: string; booking: AgendaBooking }> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const marking = change.status !== undefined && change.status !== booking.status;
    if (marking) {
      const markable = ['confirmed', 'done', 'no_show'].includes(booking.status);
      if (!markable || booking.startsAt > now) throw conflict(NOT_YET_HAPPENED);
    }
    if (!marking && change.firmNotes === undefined) return;
    await updateBooking(tx, id, {
      ...(marking ? { status: change.status } : {}),
      ...(change.firmNotes !== undefined ? { firmNotes: change.firmNotes.trim() } : {}),
      updatedAt: now,
    });
  });
  const message = change.status ? MARKED[change.status] : 'Guardamos las notas.';
  return { message, booking: await agendaBooking(ctx.db, id) };
}

/**
 * The firm moves a confirmed booking to another free time: the client gets the moved invitation,
 * and the move does not count against the one the client may make.
 */
export async function rescheduleByFirm(
  ctx: ServiceContext,
  id: string,
  start: string,
): Promise<{ message: string; booking: AgendaBooking }> {
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== 'confirmed') throw conflict(NOT_MOVABLE_BY_FIRM);
    return moveBooking(tx, ctx, booking, { start: new Date(start), now, by: 'firm' });
  });
  void ctx.mail.deliver(moved.mailIds);
  return {
    message: 'Cambiamos el horario: le enviamos al cliente la invitación actualizada.',
    booking: await agendaBooking(ctx.db, id),
  };
}
