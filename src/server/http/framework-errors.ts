import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the router says about an address it cannot even match, in the API's shape. */
export function frameworkErrors(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ message: 'La dirección es demasiado larga.' });
    return;
  }
  void reply.status(400).send({ message: 'La dirección no es válida.' });
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'Los encabezados de la solicitud son demasiado grandes.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'La solicitud tardó demasiado.',
  },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (huge headers, malformed
 * requests, timeouts): answered in the API's `{ message }` shape, in Spanish, and closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    message: 'La solicitud no es válida.',
  };
  const body = JSON.stringify({ message: known.message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
