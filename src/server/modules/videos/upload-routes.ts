import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as routes from '../../../shared/contracts/admin-video-uploads';
import { fullPath } from '../../../shared/contracts/define-route';
import { serve } from '../../http/serve-route';
import { refuseCrossSite } from '../../http/same-origin';
import { createVideoUploadServer, finishedUploadHeaders, uploadRefusal } from './tus-uploads';

/** The request as the tus server takes it: a web Request, its body the stream as it arrives. */
function webRequestOf(request: FastifyRequest, base: string): Request {
  const url = new URL(request.url, base);
  url.search = '';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const body =
    request.body instanceof Readable ? (Readable.toWeb(request.body) as ReadableStream) : null;
  return new Request(url, {
    method: request.method,
    headers,
    body: body as BodyInit | null,
    duplex: 'half',
  } as RequestInit);
}

const isApiError = (text: string) => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof (parsed as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
};

/**
 * The tus server's answer sent through Fastify, so that the site's hooks (security headers,
 * no-store, the request log) see it as any other: its headers and status as they are, and a
 * refusal in the site's `{ message, errors? }`.
 */
async function sendAnswer(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  const text = await answer.text();
  if (answer.status >= 400) {
    return reply
      .code(answer.status)
      .type('application/json; charset=utf-8')
      .send(isApiError(text) ? text : JSON.stringify(uploadRefusal(answer.status)));
  }
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
  });
  return reply.code(answer.status).send(text === '' ? undefined : text);
}

/**
 * `/api/admin/videos/uploads`: the resumable upload (tus) of the panel's videos, under the admin
 * scope's session check and the API's same-origin check (HEAD included). The bodies reach the
 * tus server unread, as the request's stream.
 */
export const videoUploadRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const uploads = createVideoUploadServer(ctx);
  app.addContentTypeParser('application/offset+octet-stream', (_request, payload, done) =>
    done(null, payload),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await uploads.handleWeb(webRequestOf(request, ctx.config.appUrl));
    if (request.method === 'HEAD' && answer.status === 404) {
      // Finished already: its answer was lost on the way, and the browser asks again.
      const { uploadId } = request.params as { uploadId: string };
      const finished = await finishedUploadHeaders(ctx, uploadId);
      if (finished) return reply.headers(finished).code(200).send();
    }
    return sendAnswer(reply, answer);
  };

  serve(app, routes.createVideoUpload, handle);
  serve(app, routes.sendVideoUpload, handle);
  serve(app, routes.cancelVideoUpload, handle);
  app.route({
    method: 'HEAD',
    url: fullPath(routes.sendVideoUpload).slice(app.prefix.length),
    schema: { params: routes.sendVideoUpload.params },
    onRequest: refuseCrossSite(ctx.config.appUrl),
    handler: handle,
  });
};
