import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-consultations';
import { serve } from '../../http/serve-route';
import { agendaBookings, rescheduleByFirm, updateAgendaBooking } from './agenda';
import { feedAddress, renewFeedAddress } from './agenda-feed';
import { slotsToMove } from './free-times';
import {
  availabilitySettings,
  createType,
  listTypes,
  saveAvailabilitySettings,
  toAdminType,
  updateType,
} from './setup';

/** The panel's 'Consultas' (inside the admin scope: administrators only). */
export const adminConsultationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listConsultationTypes, async () => ({ types: await listTypes(ctx) }));

  serve(app, routes.createConsultationType, async (request) => {
    const type = await createType(ctx, request.body);
    return { message: `Creamos la consulta ${type.title}.`, type: toAdminType(type) };
  });

  serve(app, routes.updateConsultationType, async (request) => {
    const type = await updateType(ctx, request.params.id, request.body);
    return { message: `Guardamos la consulta ${type.title}.`, type: toAdminType(type) };
  });

  serve(app, routes.consultationAvailability, async () => availabilitySettings(ctx));

  serve(app, routes.saveConsultationAvailability, async (request) => ({
    message: 'Guardamos los horarios.',
    availability: await saveAvailabilitySettings(ctx, request.body),
  }));
  serve(app, routes.listAgendaBookings, async (request) => ({
    bookings: await agendaBookings(ctx, request.query),
  }));

  serve(app, routes.updateAgendaBooking, async (request) =>
    updateAgendaBooking(ctx, request.params.id, request.body),
  );

  serve(app, routes.agendaMoveTimes, async (request) => ({
    slots: await slotsToMove(ctx, request.params.id, request.query),
  }));

  serve(app, routes.rescheduleAgendaBooking, async (request) =>
    rescheduleByFirm(ctx, request.params.id, request.body.start),
  );

  serve(app, routes.agendaFeedAddress, async () => ({ url: await feedAddress(ctx) }));

  serve(app, routes.renewAgendaFeed, async () => ({ url: await renewFeedAddress(ctx) }));
};
