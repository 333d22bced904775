import { tmpdir } from 'node:os';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/course-preview';
import { hostedVideoId } from '../../../shared/video-source';
import { notFound } from '../../errors';
import { sendDelivery } from '../../http/send-delivery';
import { serve } from '../../http/serve-route';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { isPrivateKey } from '../../storage/private-key';
import { openPreviewPlayback } from '../videos/playback';
import { findPreviewLesson, NOT_A_PREVIEW } from './preview-lesson';

/** Generous for a visitor watching several previews, tight for a script harvesting addresses. */
const PREVIEW_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' };

/** Free preview lessons, for anyone: their hosted video's addresses, or their own file. */
export const coursePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(fastifyStatic, { root: tmpdir(), serve: false });

  serve(
    app,
    routes.previewPlayback,
    async (request) => {
      const lesson = await findPreviewLesson(ctx, request.params.id, request.params.moduleId);
      const videoId = hostedVideoId(lesson.videoId);
      if (!videoId) throw notFound('Esta vista previa no tiene un video alojado en el sitio.');
      return openPreviewPlayback(ctx, videoId);
    },
    { config: { rateLimit: PREVIEW_RATE_LIMIT } },
  );

  serve(
    app,
    routes.previewFile,
    async (request, reply) => {
      const lesson = await findPreviewLesson(ctx, request.params.id, request.params.moduleId);
      const key = lesson.videoId.slice(PRIVATE_FILES_PATH.length);
      if (!lesson.videoId.startsWith(PRIVATE_FILES_PATH) || !isPrivateKey(key)) {
        throw notFound(NOT_A_PREVIEW);
      }
      reply.header('x-content-type-options', 'nosniff');
      // Never kept: the lesson may stop being a preview, and a bucket's address expires.
      return sendDelivery(reply, await ctx.storage.privateFile(key), { cacheControl: 'no-store' });
    },
    // A part of a video (206) must be sent as it is, never compressed.
    { compress: false },
  );
};
