// Loaded with `--import` into a server process started by a test: requests to MercadoPago's and
// ARCA's hosts are taken at this process's network edge (MSW) and answered by the test's fakes
// through the fake edge at FAKE_EDGE_URL (fake-edge.ts), shared by every process of the test.
import { bypass, http } from 'msw';
import { setupServer } from 'msw/node';
import { EDGE_FROM_HEADER, EDGE_URL_HEADER } from './fake-edge';

const EDGE = process.env.FAKE_EDGE_URL;
if (!EDGE) throw new Error('fake-edge-preload: FAKE_EDGE_URL is not set');
const FROM = process.env.FAKE_EDGE_NAME ?? String(process.pid);
const HOSTS = [
  'https://api.mercadopago.com',
  'https://wsaahomo.afip.gov.ar',
  'https://wswhomo.afip.gov.ar',
];

const forward = async ({ request }: { request: Request }) => {
  const headers = new Headers(request.headers);
  headers.set(EDGE_URL_HEADER, request.url);
  headers.set(EDGE_FROM_HEADER, FROM);
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  return fetch(bypass(new Request(EDGE, { method: request.method, headers, body })));
};

setupServer(...HOSTS.map((host) => http.all(`${host}/*`, forward))).listen({
  onUnhandledRequest: 'bypass',
});
