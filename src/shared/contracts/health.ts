import { z } from 'zod';
import { MessageAnswerSchema } from '../responses/common';
import { LivenessSchema, ReadinessSchema } from '../responses/health';
import { defineRoute } from './define-route';

/** The database answers (503 with a message when it does not). */
export const health = defineRoute({
  method: 'GET',
  path: '/health',
  response: { 200: z.object({ status: z.literal('ok') }), 503: MessageAnswerSchema },
});

/** Liveness: the process serves requests. */
export const liveness = defineRoute({
  method: 'GET',
  path: '/health/live',
  response: { 200: LivenessSchema },
});

/** Readiness: what a request needs answers, so the load balancer may send one here. */
export const readiness = defineRoute({
  method: 'GET',
  path: '/health/ready',
  response: { 200: ReadinessSchema, 503: ReadinessSchema },
});
