import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/consultations';
import { serve } from '../../http/serve-route';
import { offeredTypes, slotsOfType } from './free-times';

/** What `/consultas` reads: the consultations offered and their free times. */
export const consultationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.consultationTypes, async () => ({ types: await offeredTypes(ctx) }));

  serve(app, routes.consultationSlots, async (request) => ({
    slots: await slotsOfType(ctx, request.query),
  }));
};
