import { z } from 'zod';
import { AvailabilitySchema, ConsultationTypeFieldsSchema } from '../consultation-setup';
import { CONSULTATION_TYPE_NOT_FOUND } from '../consultations';
import {
  AdminConsultationTypeAnswerSchema,
  AdminConsultationTypesAnswerSchema,
  AvailabilityAnswerSchema,
  AvailabilitySettingsSchema,
} from '../responses/admin-consultations';
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
