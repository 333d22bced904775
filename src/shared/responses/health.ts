import { z } from 'zod';

/** What the readiness check asked, and how each answered. */
const CheckSchema = z.enum(['ok', 'failed']);

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: CheckSchema,
    redis: CheckSchema.optional(),
    bucket: CheckSchema.optional(),
  }),
  /** The failed checks, for a person reading the answer (empty when ready). */
  message: z.string().optional(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const LivenessSchema = z.object({ status: z.literal('live') });
