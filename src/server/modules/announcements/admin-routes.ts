import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/announcements';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { createAnnouncement, previewAnnouncement, sendTestAnnouncement } from './compose';
import { listAnnouncements } from './list';

const students = (count: number) => (count === 1 ? '1 alumno' : `${count} alumnos`);

/**
 * The panel's 'Anuncios': the list, a preview (the rendered mail and how many students would get
 * it), a test sent to the signed-in administrator alone, and the announcement sent to the
 * students (at the pace of announcements/delivery.ts).
 */
export const adminAnnouncementRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listAnnouncements, async () => ({
    announcements: await listAnnouncements(ctx.db),
  }));

  serve(app, routes.previewAnnouncement, async (request) =>
    previewAnnouncement(ctx, request.body, currentUser(request)),
  );

  serve(app, routes.testAnnouncement, async (request) => {
    const admin = currentUser(request);
    await sendTestAnnouncement(ctx, request.body, admin);
    return { message: `Te enviamos una prueba a ${admin.email}.` };
  });

  serve(app, routes.sendAnnouncement, async (request) => {
    const announcement = await createAnnouncement(ctx, request.body, currentUser(request).id);
    return {
      message: `Estamos enviando el anuncio a ${students(announcement.recipients)}.`,
      announcement,
    };
  });
};
