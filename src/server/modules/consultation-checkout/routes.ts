import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/consultation-bookings';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { bookConsultation } from './book';
import { cancelOwnBooking, clientBookings, rescheduleOwnBooking } from './client-bookings';

/** A client's consultations: booking one, 'Mis consultas', moving and cancelling. */
export const consultationBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    routes.createBooking,
    async (request, reply) => {
      reply.code(201);
      return bookConsultation(ctx, currentUser(request), request.body);
    },
    {
      onRequest: app.requireUser,
      config: { rateLimit: perIp('booking', 30) },
      preHandler: perAccount(app, 'booking', 10),
    },
  );

  serve(
    app,
    routes.clientBookings,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { bookings: await clientBookings(ctx, currentUser(request)) };
    },
    { onRequest: app.requireUser },
  );

  serve(
    app,
    routes.rescheduleBooking,
    async (request) =>
      rescheduleOwnBooking(ctx, currentUser(request), request.params.id, request.body.start),
    { onRequest: app.requireUser, preHandler: perAccount(app, 'booking-change', 10) },
  );

  serve(
    app,
    routes.cancelBooking,
    async (request) => cancelOwnBooking(ctx, currentUser(request), request.params.id),
    { onRequest: app.requireUser, preHandler: perAccount(app, 'booking-change', 10) },
  );
};
