import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type SlowBodyRule = {
  /** Each window of this length must bring the bytes below, or the request is cut. */
  windowMs: number;
  /** The slowest a body may arrive once it takes longer than one window: bytes per second. */
  minBytesPerSecond: number;
};

type Arriving = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  windowStart: number;
  bytesAt: number;
};

const carriesBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Cuts a request whose body drips in, and lets one that keeps moving finish however long it takes.
 * A 50 MB material on a 1 Mbit/s uplink takes about 400 s: a whole-request limit would cut it,
 * while a byte every 100 ms, the slowloris way, brings nothing to a window. A request cut here is
 * answered as Node answers its own request timeout: through the server's `clientError`.
 */
export function guardSlowBodies(server: Server, rule: SlowBodyRule, checkEveryMs: number): void {
  const arriving = new Set<Arriving>();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Most requests carry no body: nothing of theirs is watched.
    if (!carriesBody(request)) return;
    const socket = request.socket;
    arriving.add({ request, response, socket, windowStart: Date.now(), bytesAt: socket.bytesRead });
  });

  const check = () => {
    const now = Date.now();
    for (const entry of arriving) {
      // Answered before its body was read (a refusal): Node deals with the rest of the body.
      if (entry.request.complete || entry.response.headersSent || entry.socket.destroyed) {
        arriving.delete(entry);
        continue;
      }
      const elapsed = now - entry.windowStart;
      if (elapsed < rule.windowMs) continue;
      const moved = entry.socket.bytesRead - entry.bytesAt;
      if (moved < (rule.minBytesPerSecond * elapsed) / 1000) {
        arriving.delete(entry);
        const timeout = Object.assign(new Error('The request body arrived too slowly'), {
          code: 'ERR_HTTP_REQUEST_TIMEOUT',
        });
        server.emit('clientError', timeout, entry.socket);
      } else {
        entry.windowStart = now;
        entry.bytesAt = entry.socket.bytesRead;
      }
    }
  };
  const timer = setInterval(check, checkEveryMs).unref();
  server.on('close', () => clearInterval(timer));
}
