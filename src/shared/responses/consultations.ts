import { z } from 'zod';
import { BOOKING_STATUSES, CONSULTATION_MODES } from '../consultations';
import { isoDate } from './common';

/** A consultation type as clients see it (`/consultas`): active ones only. */
export const ConsultationTypeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  /** In ARS; 0 is free. */
  price: z.number(),
  mode: z.enum(CONSULTATION_MODES),
});
export type ConsultationType = z.infer<typeof ConsultationTypeSchema>;

export const ConsultationTypesAnswerSchema = z.object({ types: z.array(ConsultationTypeSchema) });
export type ConsultationTypesAnswer = z.infer<typeof ConsultationTypesAnswerSchema>;

/** A free time: ISO 8601 with the Argentine offset, `2026-12-02T10:00:00-03:00`. */
export const SlotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsAnswerSchema = z.object({ slots: z.array(SlotSchema) });
export type SlotsAnswer = z.infer<typeof SlotsAnswerSchema>;

/** A booking made: where to pay it, or confirmed at once when the consultation is free. */
export const BookingCreatedSchema = z.union([
  z.object({ bookingId: z.string(), init_point: z.string() }),
  z.object({ bookingId: z.string(), status: z.literal('confirmed') }),
]);
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** One of the client's bookings ('Mis consultas'). */
export const ClientBookingSchema = z.object({
  id: z.string(),
  /** The type, for its free times when moving it; null once the firm deleted it. */
  typeId: z.number().nullable(),
  typeTitle: z.string(),
  mode: z.enum(CONSULTATION_MODES),
  durationMinutes: z.number(),
  price: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  topic: z.string(),
  /** The video room, once confirmed. */
  meetingUrl: z.string().nullable(),
  /** Where to pay a booking still held, while its hold lasts. */
  payUrl: z.string().nullable(),
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** Whether cancelling now gives the money back. */
  refundOnCancel: z.boolean(),
  createdAt: isoDate,
});
export type ClientBooking = z.infer<typeof ClientBookingSchema>;

export const ClientBookingsAnswerSchema = z.object({ bookings: z.array(ClientBookingSchema) });
export type ClientBookingsAnswer = z.infer<typeof ClientBookingsAnswerSchema>;

export const ClientBookingAnswerSchema = z.object({
  message: z.string(),
  booking: ClientBookingSchema,
});
export type ClientBookingAnswer = z.infer<typeof ClientBookingAnswerSchema>;
