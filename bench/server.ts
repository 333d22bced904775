import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { freePort, sleep } from './proc';

export type RunningServer = {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 of /api/health. */
  startupMs: number;
  stop(): Promise<void>;
};

export type ServerOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  logFile: string;
  /** Extra environment, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
};

const STARTUP_TIMEOUT_MS = 120_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitForHealth(url: string, child: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < STARTUP_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`server did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms`);
}

/**
 * The production server as an operator runs it (`npm run serve`: tsx on src/server/main.ts),
 * as one Node process so that its memory is the server's own.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('src', 'server', 'main.ts')],
    {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        SEED_DEMO: 'true',
        // No transcode at start takes the cores the measurements need.
        HOST_LESSON_FILES: 'false',
        ADMIN_EMAIL: 'admin@bench.example',
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        ...options.env,
      },
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    const startupMs = await waitForHealth(url, child, started);
    return { url, pid: child.pid!, startupMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
