import { z } from 'zod';
import { CONSULTATION_TYPE_NOT_FOUND } from '../consultations';
import { FileAnswerSchema } from '../responses/common';
import { ConsultationTypesAnswerSchema, SlotsAnswerSchema } from '../responses/consultations';
import { defineRoute } from './define-route';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (error: string) => z.string({ error }).regex(DAY, error);

/** The consultations a client can book, for `/consultas`. */
export const consultationTypes = defineRoute({
  method: 'GET',
  path: '/consultations/types',
  response: { 200: ConsultationTypesAnswerSchema },
});

/** The days a request of free times covers (Argentine dates, both included). */
export const SlotDaysSchema = z.object({
  from: day('Indicá desde qué día (AAAA-MM-DD).'),
  to: day('Indicá hasta qué día (AAAA-MM-DD).'),
});

/** The free times of a type between two days (Argentine dates, both included). */
export const consultationSlots = defineRoute({
  method: 'GET',
  path: '/consultations/slots',
  query: SlotDaysSchema.extend({
    typeId: z.coerce
      .number({ error: CONSULTATION_TYPE_NOT_FOUND })
      .int(CONSULTATION_TYPE_NOT_FOUND)
      .positive(CONSULTATION_TYPE_NOT_FOUND)
      .max(2_147_483_647, CONSULTATION_TYPE_NOT_FOUND),
  }),
  response: { 200: SlotsAnswerSchema },
});

/**
 * The firm's private calendar feed (iCalendar), for the accountant's calendar app to subscribe
 * to: no session, the secret token in the address is the key.
 */
export const agendaFeed = defineRoute({
  method: 'GET',
  path: '/consultations/agenda/:token.ics',
  params: z.object({ token: z.string() }),
  response: { 200: FileAnswerSchema },
});
