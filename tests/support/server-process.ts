import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends `signal` (SIGTERM), then waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** The site's process as an operator starts it (`tsx src/server/main.ts`, production). */
function spawnSite(env: Record<string, string>, port: number, preload: string[] = []) {
  let output = '';
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Starts the site as `env` sets it up and waits for it to end (a start that must fail). */
export async function startUntilExit(
  env: Record<string, string>,
  port: number,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnSite(env, port);
  // 'close' comes once the output is read to its end, after 'exit'.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, output: output() };
}

/**
 * Starts the site as an operator does (`tsx src/server/main.ts`, production) and waits for its
 * health. `preload` modules are loaded first (`--import`), e.g. a fake at the network edge.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  options: { preload?: string[] } = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnSite(env, port, options.preload);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output()}`);
}

/** Signs in and returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${response.status}: ${await response.text()}`);
  return sessionCookieOf(response);
}

/** The `token=…` pair of a fetch response's Set-Cookie. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('token='));
  if (!cookie) throw new Error(`no session cookie in ${response.status}`);
  return cookie.split(';')[0]!;
}
