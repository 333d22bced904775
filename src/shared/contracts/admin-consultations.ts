import { z } from 'zod';
import { AvailabilitySchema, ConsultationTypeFieldsSchema } from '../consultation-setup';
import {
  AgendaUpdateSchema,
  BookingParamsSchema,
  CONSULTATION_TYPE_NOT_FOUND,
  RescheduleSchema,
} from '../consultations';
import {
  AdminConsultationTypeAnswerSchema,
  AgendaAnswerSchema,
  AgendaBookingAnswerSchema,
  AgendaFeedAnswerSchema,
  AdminConsultationTypesAnswerSchema,
  AvailabilityAnswerSchema,
  AvailabilitySettingsSchema,
} from '../responses/admin-consultations';
import { SlotsAnswerSchema } from '../responses/consultations';
import { SlotDaysSchema } from './consultations';
import { defineRoute } from './define-route';

/** Every consultation type, offered or not ('Consultas'). */
export const listConsultationTypes = defineRoute({
  method: 'GET',
  path: '/admin/consultation-types',
  response: { 200: AdminConsultationTypesAnswerSchema },
});

export const createConsultationType = defineRoute({
  method: 'POST',
  path: '/admin/consultation-types',
  body: ConsultationTypeFieldsSchema,
  response: { 200: AdminConsultationTypeAnswerSchema },
});

/** Saves a type over an existing one; bookings already made keep what they copied. */
export const updateConsultationType = defineRoute({
  method: 'PUT',
  path: '/admin/consultation-types/:id',
  params: z.object({
    id: z.coerce
      .number({ error: CONSULTATION_TYPE_NOT_FOUND })
      .int(CONSULTATION_TYPE_NOT_FOUND)
      .positive(CONSULTATION_TYPE_NOT_FOUND)
      .max(2_147_483_647, CONSULTATION_TYPE_NOT_FOUND),
  }),
  body: ConsultationTypeFieldsSchema,
  response: { 200: AdminConsultationTypeAnswerSchema },
});

/** The firm's weekly hours, days off and booking rules ('Horarios'). */
export const consultationAvailability = defineRoute({
  method: 'GET',
  path: '/admin/consultations/availability',
  response: { 200: AvailabilitySettingsSchema },
});

export const saveConsultationAvailability = defineRoute({
  method: 'PUT',
  path: '/admin/consultations/availability',
  body: AvailabilitySchema,
  response: { 200: AvailabilityAnswerSchema },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The firm's bookings between two Argentine days, both included (today and the next 14 unless
 * told), by time; lapsed holds and expired bookings only with `all=1`.
 */
export const listAgendaBookings = defineRoute({
  method: 'GET',
  path: '/admin/consultations/bookings',
  query: z.object({
    from: z.string().regex(DAY, 'Indicá desde qué día (AAAA-MM-DD).').optional(),
    to: z.string().regex(DAY, 'Indicá hasta qué día (AAAA-MM-DD).').optional(),
    all: z.enum(['0', '1']).optional(),
  }),
  response: { 200: AgendaAnswerSchema },
});

/** Marks a past consultation as done or missed, and saves the firm's notes. */
export const updateAgendaBooking = defineRoute({
  method: 'PUT',
  path: '/admin/consultations/bookings/:id',
  params: BookingParamsSchema,
  body: AgendaUpdateSchema,
  response: { 200: AgendaBookingAnswerSchema },
});

/**
 * The free times a confirmed booking can move to between two days: those of its own length,
 * its own time counted free, whether or not its type is still offered.
 */
export const agendaMoveTimes = defineRoute({
  method: 'GET',
  path: '/admin/consultations/bookings/:id/free-times',
  params: BookingParamsSchema,
  query: SlotDaysSchema,
  response: { 200: SlotsAnswerSchema },
});

/** The firm moves a confirmed booking to another free time; the client gets the new invitation. */
export const rescheduleAgendaBooking = defineRoute({
  method: 'POST',
  path: '/admin/consultations/bookings/:id/reschedule',
  params: BookingParamsSchema,
  body: RescheduleSchema,
  response: { 200: AgendaBookingAnswerSchema },
});

/** The private calendar feed's address, made on the first ask. */
export const agendaFeedAddress = defineRoute({
  method: 'GET',
  path: '/admin/consultations/feed',
  response: { 200: AgendaFeedAnswerSchema },
});

/** A new address for the feed: the old one stops answering at once. */
export const renewAgendaFeed = defineRoute({
  method: 'POST',
  path: '/admin/consultations/feed/renew',
  response: { 200: AgendaFeedAnswerSchema },
});
