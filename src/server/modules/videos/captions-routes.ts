import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/video-captions';
import { CAPTIONS_INVALID, CAPTIONS_TOO_LARGE, MAX_CAPTION_BYTES } from '../../../shared/captions';
import { fieldError } from '../../errors';
import { serve } from '../../http/serve-route';
import { captionFileText, removeCaptions, saveCaptions } from './captions';

/** The content types a subtitles file is sent as; which it is, its text tells. */
const CAPTION_TYPES = [
  'text/vtt',
  'application/x-subrip',
  'application/x-srt',
  'text/srt',
  'text/plain',
  'application/octet-stream',
];

/** The body's bytes, up to the limit of a subtitles file, as text. */
async function readCaptionFile(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_CAPTION_BYTES) throw fieldError('file', CAPTIONS_TOO_LARGE);
    chunks.push(chunk);
  }
  return captionFileText(Buffer.concat(chunks));
}

/**
 * A hosted video's subtitles, in the panel (inside the admin scope): sent as the file's own
 * text, one language at a time.
 */
export const videoCaptionRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Only in this plugin: the rest of the API takes JSON alone.
  app.addContentTypeParser(CAPTION_TYPES, async (_request: unknown, body: Readable) =>
    readCaptionFile(body),
  );

  serve(
    app,
    routes.saveCaptions,
    async (request) => {
      const file: unknown = request.body;
      if (typeof file !== 'string') throw fieldError('file', CAPTIONS_INVALID);
      return saveCaptions(ctx, { videoId: request.params.id, lang: request.query.lang }, file);
    },
    {
      // A declared size over the limit is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_CAPTION_BYTES) {
          throw fieldError('file', CAPTIONS_TOO_LARGE);
        }
      },
    },
  );

  serve(app, routes.deleteCaptions, async (request, reply) => {
    await removeCaptions(ctx, { videoId: request.params.id, lang: request.params.lang });
    return reply.send(null);
  });
};
