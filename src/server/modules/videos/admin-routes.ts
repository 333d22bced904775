import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { listSharedAccounts } from '../../../shared/contracts/admin-shared-accounts';
import * as routes from '../../../shared/contracts/admin-videos';
import { MAX_VIDEO_BYTES } from '../../../shared/videos';
import { fieldError } from '../../errors';
import { serve } from '../../http/serve-route';
import { videoForPanel, videosForPanel } from './service';
import { sharedAccounts } from './shared-accounts';
import { receiveVideo, VIDEO_TOO_LARGE } from './upload';
import { deleteVideo } from './video-deletion';
import { videoWatchStats } from './watch-stats';
import { videoUploadRoutes } from './upload-routes';

/** The panel's videos: the upload (raw bytes), and each video's state. */
export const adminVideoRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Any type but JSON is handed over unread, as the stream it is: the upload writes it to a
  // file as it arrives, so a 2 GB video is never held in memory.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  serve(
    app,
    routes.uploadVideo,
    async (request) => {
      if (!(request.body instanceof Readable)) {
        throw fieldError('file', 'Elegí un video desde tu equipo.');
      }
      return receiveVideo(ctx, request.query.name, request.body);
    },
    {
      bodyLimit: MAX_VIDEO_BYTES,
      // A declared size over the limit is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_VIDEO_BYTES) {
          throw fieldError('file', VIDEO_TOO_LARGE);
        }
      },
    },
  );

  serve(app, routes.listAdminVideos, async () => ({ videos: await videosForPanel(ctx) }));

  serve(app, routes.adminVideo, async (request) => videoForPanel(ctx, request.params.id));

  serve(app, routes.deleteVideo, async (request, reply) => {
    await deleteVideo(ctx, request.params.id);
    return reply.send(null);
  });

  serve(app, routes.videoStats, async (request) => videoWatchStats(ctx, request.params.id));

  serve(app, listSharedAccounts, async () => ({ accounts: await sharedAccounts(ctx) }));

  // The resumable upload (tus), under /videos/uploads.
  await app.register(videoUploadRoutes);
};
