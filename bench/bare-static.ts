// The reference of a hosted video's segment: plain `node:http` streaming one file from disk with
// the headers the real server sent, as a static file server does. Run as a child process:
//   node --import tsx bench/bare-static.ts <file> <route.json> <port>
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, routeFile, port] = process.argv.slice(2);
if (!file || !routeFile || !port)
  throw new Error('usage: bare-static.ts <file> <route.json> <port>');
const { url, headers } = JSON.parse(readFileSync(routeFile, 'utf8')) as {
  url: string;
  headers: Record<string, string>;
};

createServer((request, response) => {
  if (request.url !== url) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': String(statSync(file).size) });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

process.on('SIGTERM', () => process.exit(0));
