import { z } from 'zod';
import type {
  ArrepentimientoLink,
  ConsumerRequestAnswer,
  OwnArrepentimiento,
} from '../../../shared/consumer';
import { isoDate } from '../../../shared/responses/common';

export const AnswerSchema = z.object({
  code: z.string(),
  kind: z.enum(['arrepentimiento', 'baja']),
  status: z.enum(['accepted', 'refused', 'awaiting_confirmation', 'pending_review', 'completed']),
  message: z.string(),
}) satisfies z.ZodType<ConsumerRequestAnswer>;

export const LinkSchema = z.object({
  code: z.string(),
  purchases: z.array(
    z.object({
      id: z.string(),
      courseTitle: z.string(),
      amount: z.number(),
      currency: z.string(),
      purchasedAt: isoDate,
      deadline: isoDate,
      review: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<ArrepentimientoLink>;

export const ConfirmationSchema = z.object({ answers: z.array(AnswerSchema) });

export const OwnArrepentimientosSchema = z.object({
  purchases: z.array(
    z.object({
      purchaseId: z.string(),
      deadline: isoDate,
      review: z.boolean(),
      request: z
        .object({ code: z.string(), status: z.enum(['accepted', 'pending_review']) })
        .nullable(),
    }) satisfies z.ZodType<OwnArrepentimiento>,
  ),
});
