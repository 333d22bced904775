// The reference server: plain `node:http` answering each measured route with the status, headers
// and body captured from the real server. Run as a child process by bare-routes.ts:
//   node --import tsx bench/bare.ts <routes.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type CapturedRoute = {
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
};

const [routesFile, port] = process.argv.slice(2);
if (!routesFile || !port) throw new Error('usage: bare.ts <routes.json> <port>');

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, CapturedRoute>).map(
    ([url, route]) => [url, { ...route, body: Buffer.from(route.bodyBase64, 'base64') }],
  ),
);

createServer((request, response) => {
  const route = routes.get(request.url ?? '');
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(route.status, route.headers);
  response.end(route.body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

process.on('SIGTERM', () => process.exit(0));
