import { z } from 'zod';
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
