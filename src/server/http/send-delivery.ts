import type { FastifyReply } from 'fastify';
import type { Delivery } from '../storage/file-storage';

/**
 * Answers with a stored file as the storage says it reaches the browser: streamed from a folder
 * (with ranges, through @fastify/static's `sendFile`, registered by the caller's plugin), streamed
 * from the storage's bytes, or a redirect (302, never permanent: the address may change).
 */
export function sendDelivery(
  reply: FastifyReply,
  delivery: Delivery,
  options: { cacheControl: string },
) {
  reply.header('cache-control', options.cacheControl);
  switch (delivery.kind) {
    case 'folder':
      if (delivery.disposition) reply.header('content-disposition', delivery.disposition);
      return reply.sendFile(delivery.key, delivery.root, { cacheControl: false });
    case 'stream':
      if (delivery.size !== undefined) reply.header('content-length', delivery.size);
      if (delivery.type) reply.type(delivery.type);
      return reply.send(delivery.body);
    case 'redirect':
      return reply.redirect(delivery.url, 302);
  }
}
