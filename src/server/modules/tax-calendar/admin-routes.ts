import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-tax-calendar';
import { fieldError } from '../../errors';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import {
  adminCalendar,
  confirmYear,
  createObligation,
  deleteCalendarRow,
  importCalendar,
  updateCalendarRow,
} from './calendar-admin';

/** A year of every obligation is a few hundred lines: a megabyte is far more than any import. */
const MAX_IMPORT_BYTES = 1024 * 1024;

/** The panel's 'Vencimientos' (inside the admin scope: administrators only). */
export const adminTaxCalendarRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // The import's body is the file as text, whatever type the browser gives a .csv.
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  serve(app, routes.adminTaxCalendar, async (request) => adminCalendar(ctx, request.query.year));

  serve(
    app,
    routes.importTaxCalendar,
    async (request) => {
      if (typeof request.body !== 'string' || request.body.trim() === '')
        throw fieldError('csv', 'Elegí un archivo CSV con los vencimientos.');
      return importCalendar(ctx, request.body);
    },
    { bodyLimit: MAX_IMPORT_BYTES },
  );

  serve(app, routes.updateDueDate, async (request) =>
    updateCalendarRow(ctx, request.params.id, request.body),
  );

  serve(app, routes.deleteDueDate, async (request) => {
    await deleteCalendarRow(ctx, request.params.id);
    return null;
  });

  serve(app, routes.confirmTaxYear, async (request) => ({
    message: await confirmYear(ctx, request.params.year, currentUser(request).id),
  }));

  serve(app, routes.createObligation, async (request) => createObligation(ctx, request.body.label));
};
