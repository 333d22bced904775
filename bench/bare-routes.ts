import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CapturedRoute } from './bare';
import { freePort } from './proc';

/** Headers that belong to one connection or one moment, not to the route's answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The real server's answer to a plain GET, as the bare server will repeat it. */
export async function captureRoute(
  baseUrl: string,
  route: string,
  headers: Record<string, string> = {},
): Promise<CapturedRoute> {
  const response = await fetch(`${baseUrl}${route}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`${route} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  }
  const captured: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name) && name !== 'set-cookie') captured[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) captured['set-cookie'] = cookies;
  // fetch undoes compression; the load tool asks for none, so neither server compresses.
  delete captured['content-encoding'];
  captured['content-length'] = String(body.length);
  return { status: response.status, headers: captured, bodyBase64: body.toString('base64') };
}

export type BareServer = { url: string; pid: number; stop(): Promise<void> };

/** Starts a reference server of bench/ (`node --import tsx bench/<script> …args <port>`). */
async function startReference(script: string, args: string[]): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('bench', script), ...args, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the bare `node:http` reference (bench/bare.ts) answering the captured routes. */
export async function startBare(
  routes: Record<string, CapturedRoute>,
  workDir: string,
): Promise<BareServer> {
  const routesFile = path.join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  return startReference('bare.ts', [routesFile]);
}

/**
 * Starts the static-file reference (bench/bare-static.ts): `file` streamed from disk at `url`
 * with the real server's `headers`.
 */
export function startBareStatic(
  file: string,
  route: { url: string; headers: Record<string, string | string[]> },
  workDir: string,
): Promise<BareServer> {
  const routeFile = path.join(workDir, 'bare-static.json');
  writeFileSync(routeFile, JSON.stringify(route));
  return startReference('bare-static.ts', [file, routeFile]);
}

/**
 * Starts the signed-in reference (bench/bare-signed-in.ts): `node:http` and `pg` on the bench's
 * PostgreSQL database, with the product's session lookup and statements.
 */
export const startBareSignedIn = (databaseUrl: string): Promise<BareServer> =>
  startReference('bare-signed-in.ts', [databaseUrl]);
