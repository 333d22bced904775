import { tmpdir } from 'node:os';
import fastifyStatic from '@fastify/static';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/video-playback';
import type { ServiceContext } from '../../context';
import { videoCaptions } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../errors';
import { sendDelivery } from '../../http/send-delivery';
import { serve } from '../../http/serve-route';
import { SESSION_COOKIE } from '../../http/session-auth';
import { playbackFileOf } from './playback-files';
import { sessionHashOf, tokenIsValid } from './playback-token';
import { previewSigner } from './preview-videos';
import { videoKeyFor } from './video-key';
import { findVideo } from './video-store';

export const ADDRESS_NOT_VALID =
  'Esta dirección del video venció o no es de esta sesión. Volvé a abrir la clase.';
const FILE_NOT_FOUND = 'No encontramos ese archivo del video.';

/** A segment never changes under its address: the browser may keep it while the address lives. */
const SEGMENT_CACHE = 'private, max-age=600';

/**
 * A stored segment or poster: streamed with ranges from the folder; from a bucket, read and sent
 * by the site, so the address stays bound to the session and the page needs no other origin.
 */
async function sendStored(ctx: ServiceContext, reply: FastifyReply, key: string, type: string) {
  const delivery = await ctx.storage.privateFile(key);
  if (delivery.kind !== 'redirect') {
    reply.type(type);
    return sendDelivery(reply, delivery, { cacheControl: SEGMENT_CACHE });
  }
  const bytes = await ctx.storage.readPrivate(key);
  if (!bytes) throw notFound(FILE_NOT_FOUND);
  return reply.header('cache-control', SEGMENT_CACHE).type(type).send(bytes);
}

/** Whether the token was signed for a free preview of the video (see `openPreviewPlayback`). */
async function previewTokenIsValid(ctx: ServiceContext, id: string, token: string, now: Date) {
  const video = await findVideo(ctx.db, id);
  return video !== undefined && tokenIsValid(previewSigner(video.encryptionKey), id, token, now);
}

/**
 * A hosted video's files at addresses signed for one session (checked without the database)
 * or for a free preview, and its key, to its owners' own live sessions only, or to anyone
 * while a free preview plays it.
 */
export const videoPlaybackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(fastifyStatic, { root: tmpdir(), serve: false });

  serve(
    app,
    routes.videoFile,
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const { id, token } = request.params;
      const now = ctx.now();
      const valid =
        (cookie !== undefined && tokenIsValid(sessionHashOf(cookie), id, token, now)) ||
        (await previewTokenIsValid(ctx, id, token, now));
      if (!valid) throw cookie ? forbidden(ADDRESS_NOT_VALID) : unauthorized();
      const file = playbackFileOf(id, request.params['*']);
      if (!file) throw notFound(FILE_NOT_FOUND);
      reply.header('x-content-type-options', 'nosniff');
      switch (file.kind) {
        case 'playlist': {
          const playlist = await ctx.storage.readPrivate(file.key);
          if (!playlist) throw notFound(FILE_NOT_FOUND);
          return reply
            .header('cache-control', 'private, no-store')
            .type('application/vnd.apple.mpegurl')
            .send(playlist);
        }
        case 'segment':
          return sendStored(ctx, reply, file.key, 'video/mp2t');
        case 'poster':
          return sendStored(ctx, reply, file.key, 'image/jpeg');
        case 'captions': {
          const [captions] = await ctx.db
            .select({ vtt: videoCaptions.vtt })
            .from(videoCaptions)
            .where(and(eq(videoCaptions.videoId, id), eq(videoCaptions.lang, file.lang)));
          if (!captions) throw notFound(FILE_NOT_FOUND);
          return reply
            .header('cache-control', 'private, no-store')
            .type('text/vtt; charset=utf-8')
            .send(captions.vtt);
        }
      }
    },
    // A segment is compressed video already; a part of it (206) must go as it is.
    { compress: false },
  );

  serve(
    app,
    routes.videoKey,
    async (request, reply) => {
      const user = request.auth?.user ?? null;
      const key = await videoKeyFor(ctx.db, user, request.params.id, ctx.now());
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/octet-stream')
        .send(key);
    },
    { onRequest: app.loadSession },
  );
};
