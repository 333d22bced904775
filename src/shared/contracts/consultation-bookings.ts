import { BookingParamsSchema, BookingRequestSchema, RescheduleSchema } from '../consultations';
import {
  BookingCreatedSchema,
  ClientBookingAnswerSchema,
  ClientBookingsAnswerSchema,
} from '../responses/consultations';
import { defineRoute } from './define-route';

/** Books a time for the signed-in, verified client: held while it is paid, or confirmed if free. */
export const createBooking = defineRoute({
  method: 'POST',
  path: '/consultations/bookings',
  body: BookingRequestSchema,
  response: { 201: BookingCreatedSchema },
});

/** The signed-in client's own bookings, upcoming and past ('Mis consultas'). */
export const clientBookings = defineRoute({
  method: 'GET',
  path: '/consultations/bookings',
  response: { 200: ClientBookingsAnswerSchema },
});

/** Moves a confirmed booking to another free time: once, up to 24 h before. */
export const rescheduleBooking = defineRoute({
  method: 'POST',
  path: '/consultations/bookings/:id/reschedule',
  params: BookingParamsSchema,
  body: RescheduleSchema,
  response: { 200: ClientBookingAnswerSchema },
});

/** Cancels a booking; up to 24 h before, a paid one is refunded through the provider. */
export const cancelBooking = defineRoute({
  method: 'POST',
  path: '/consultations/bookings/:id/cancel',
  params: BookingParamsSchema,
  response: { 200: ClientBookingAnswerSchema },
});
