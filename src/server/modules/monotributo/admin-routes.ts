import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-monotributo';
import { formatCalendarDate } from '../../../shared/format-date';
import { serve } from '../../http/serve-route';
import { adminTable, saveTable } from './tables';

/** The panel's 'Monotributo' (inside the admin scope: administrators only). */
export const adminMonotributoRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.adminMonotributoTable, async (request) =>
    adminTable(ctx, request.query.effectiveFrom),
  );

  serve(app, routes.saveMonotributoTable, async (request) => ({
    message: `Guardamos la tabla del Monotributo que rige desde el ${formatCalendarDate(request.body.effectiveFrom)}.`,
    ...(await saveTable(ctx, request.body)),
  }));
};
