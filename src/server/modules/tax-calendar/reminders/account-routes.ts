import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../../shared/contracts/account-tax-reminders';
import { serve } from '../../../http/serve-route';
import { currentUser } from '../../../http/session-auth';
import { accountReminders, saveAccountReminders, stopAccountReminders } from './account';

/** The signed-in account's reminders of due dates: every route here requires a live session. */
export const taxReminderAccountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { ctx } = app;

  serve(app, routes.accountReminders, async (request) =>
    accountReminders(ctx, currentUser(request)),
  );

  serve(app, routes.saveAccountReminders, async (request) =>
    saveAccountReminders(ctx, currentUser(request), request.body),
  );

  serve(app, routes.stopAccountReminders, async (request) => {
    await stopAccountReminders(ctx, currentUser(request));
    return null;
  });
};
