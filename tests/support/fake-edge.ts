import { createServer, type IncomingMessage } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** The header a server process's preload names the request's real address in. */
export const EDGE_URL_HEADER = 'x-fake-edge-url';
/** The header naming the server process a request came from (its FAKE_EDGE_NAME). */
export const EDGE_FROM_HEADER = 'x-fake-edge-from';

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export type EdgeRequest = { from: string; method: string; url: string; body: string };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Several server processes, one fake: a loopback HTTP server that answers what each process's
 * network edge (fake-edge-preload.ts, MSW) hands it with the MSW handlers of the fakes, so
 * MercadoPago and ARCA answer every process from one state the test holds and changes.
 * Every request is logged with the process it came from.
 */
export async function startFakeEdge(handlers: RequestHandler[]) {
  const requests: EdgeRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = String(incoming.headers[EDGE_URL_HEADER]);
      const from = String(incoming.headers[EDGE_FROM_HEADER] ?? '');
      const body = await readBody(incoming);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && !HOP_BY_HOP.has(name) && !name.startsWith('x-fake-edge-'))
          headers.set(name, value);
      }
      requests.push({ from, method: incoming.method ?? 'GET', url, body: body.toString() });
      const request = new Request(url, {
        method: incoming.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const response =
        (await getResponse(handlers, request)) ??
        new Response(`no fake answers ${request.method} ${url}`, { status: 599 });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(599);
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeEdge = Awaited<ReturnType<typeof startFakeEdge>>;
