import { z } from 'zod';
import { SEAT_STATUSES } from '../seats';
import { isoDate } from './common';

/** One seat as its buyer sees it in 'Mi empresa'. */
export const SeatSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SEAT_STATUSES),
  /** The student's progress in the course, as their own player counts it (0 while invited). */
  progress: z.number(),
  /** When the student first studied (a lesson seen or a video position); absent if not yet. */
  startedAt: isoDate.optional(),
});
export type Seat = z.infer<typeof SeatSchema>;

/** A company purchase of seats, approved, with its seats. */
export const SeatPurchaseSchema = z.object({
  id: z.string(),
  course: z.object({ id: z.number().nullable(), slug: z.string(), title: z.string() }),
  seats: z.number(),
  /** Seats given back unused (their share refunded): no longer to assign. */
  refundedSeats: z.number(),
  companyName: z.string().nullable(),
  approvedAt: isoDate.nullable(),
  status: z.string(),
  seatList: z.array(SeatSchema),
});
export type SeatPurchase = z.infer<typeof SeatPurchaseSchema>;

export const SeatPurchasesSchema = z.object({ purchases: z.array(SeatPurchaseSchema) });
export type SeatPurchases = z.infer<typeof SeatPurchasesSchema>;

export const AssignedSeatSchema = z.object({ seat: SeatSchema });
