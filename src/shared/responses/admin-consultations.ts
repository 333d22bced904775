import { z } from 'zod';
import { BOOKING_STATUSES, CONSULTATION_MODES } from '../consultations';
import { INVOICE_STATUSES, PURCHASE_STATUSES } from '../purchases';
import { isoDate } from './common';
import { ConsultationTypeSchema } from './consultations';

/** A consultation type in the panel ('Consultas'), offered or not. */
export const AdminConsultationTypeSchema = ConsultationTypeSchema.extend({
  active: z.boolean(),
  createdAt: isoDate,
});
export type AdminConsultationType = z.infer<typeof AdminConsultationTypeSchema>;

export const AdminConsultationTypesAnswerSchema = z.object({
  types: z.array(AdminConsultationTypeSchema),
});
export type AdminConsultationTypesAnswer = z.infer<typeof AdminConsultationTypesAnswerSchema>;

export const AdminConsultationTypeAnswerSchema = z.object({
  message: z.string(),
  type: AdminConsultationTypeSchema,
});
export type AdminConsultationTypeAnswer = z.infer<typeof AdminConsultationTypeAnswerSchema>;

const RangeSchema = z.object({ from: z.string(), to: z.string() });

/** The firm's hours and rules ('Horarios'); the defaults, every weekday empty, before any save. */
export const AvailabilitySettingsSchema = z.object({
  weekly: z.object({
    '0': z.array(RangeSchema),
    '1': z.array(RangeSchema),
    '2': z.array(RangeSchema),
    '3': z.array(RangeSchema),
    '4': z.array(RangeSchema),
    '5': z.array(RangeSchema),
    '6': z.array(RangeSchema),
  }),
  daysOff: z.array(z.string()),
  openOnHolidays: z.boolean(),
  minNoticeHours: z.number(),
  bufferMinutes: z.number(),
  horizonDays: z.number(),
});
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

export const AvailabilityAnswerSchema = z.object({
  message: z.string(),
  availability: AvailabilitySettingsSchema,
});
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

/** A booking in the firm's agenda, with its client, payment and invoice ('Agenda'). */
export const AgendaBookingSchema = z.object({
  id: z.string(),
  typeId: z.number().nullable(),
  start: isoDate,
  end: isoDate,
  status: z.enum(BOOKING_STATUSES),
  typeTitle: z.string(),
  mode: z.enum(CONSULTATION_MODES),
  durationMinutes: z.number(),
  price: z.number(),
  topic: z.string(),
  phone: z.string(),
  meetingUrl: z.string().nullable(),
  firmNotes: z.string(),
  /** Null once the client's account is gone. */
  client: z.object({ name: z.string(), lastname: z.string(), email: z.string() }).nullable(),
  /** The booking's latest purchase; null for a free consultation. */
  payment: z
    .object({ status: z.enum(PURCHASE_STATUSES), operationId: z.string().nullable() })
    .nullable(),
  /** Its invoice; `number` ('00001-00000042') once issued. */
  invoice: z.object({ status: z.enum(INVOICE_STATUSES), number: z.string().nullable() }).nullable(),
});
export type AgendaBooking = z.infer<typeof AgendaBookingSchema>;

export const AgendaAnswerSchema = z.object({ bookings: z.array(AgendaBookingSchema) });
export type AgendaAnswer = z.infer<typeof AgendaAnswerSchema>;

export const AgendaBookingAnswerSchema = z.object({
  message: z.string(),
  booking: AgendaBookingSchema,
});
export type AgendaBookingAnswer = z.infer<typeof AgendaBookingAnswerSchema>;

/** The address of the firm's private calendar feed. */
export const AgendaFeedAnswerSchema = z.object({ url: z.string() });
export type AgendaFeedAnswer = z.infer<typeof AgendaFeedAnswerSchema>;
