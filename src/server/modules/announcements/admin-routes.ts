import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnnouncementDraftSchema } from '../../../shared/announcements';
import { MessageAnswerSchema } from '../../../shared/responses/common';
import {
  AnnouncementPreviewSchema,
  AnnouncementSentSchema,
  AnnouncementsListSchema,
} from '../../../shared/responses/announcements';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { createAnnouncement, previewAnnouncement, sendTestAnnouncement } from './compose';
import { listAnnouncements } from './list';

const students = (count: number) => (count === 1 ? '1 alumno' : `${count} alumnos`);

/**
 * The panel's 'Anuncios'. Every call but the list takes the same draft
 * `{ subject, body (markdown), courseId (null = every student) }`:
 * `POST /announcements/preview` answers the rendered mail and how many students would get it,
 * `POST /announcements/test` sends it to the signed-in administrator alone, and
 * `POST /announcements` sends it to the students (at the pace of announcements/delivery.ts).
 */
export const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/announcements', { schema: { response: ok(AnnouncementsListSchema) } }, async () => ({
    announcements: await listAnnouncements(ctx.db),
  }));

  app.post(
    '/announcements/preview',
    { schema: { body: AnnouncementDraftSchema, response: ok(AnnouncementPreviewSchema) } },
    async (request) => previewAnnouncement(ctx, request.body, currentUser(request)),
  );

  app.post(
    '/announcements/test',
    { schema: { body: AnnouncementDraftSchema, response: ok(MessageAnswerSchema) } },
    async (request) => {
      const admin = currentUser(request);
      await sendTestAnnouncement(ctx, request.body, admin);
      return { message: `Te enviamos una prueba a ${admin.email}.` };
    },
  );

  app.post(
    '/announcements',
    { schema: { body: AnnouncementDraftSchema, response: ok(AnnouncementSentSchema) } },
    async (request) => {
      const announcement = await createAnnouncement(ctx, request.body, currentUser(request).id);
      return {
        message: `Estamos enviando el anuncio a ${students(announcement.recipients)}.`,
        announcement,
      };
    },
  );
};
