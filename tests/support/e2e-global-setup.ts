import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARCA_TEST_ENV } from './arca-fake';
import { seedE2eData } from './e2e-seed';
import { startSmtpSink } from './smtp-sink';

export const E2E_ADMIN = { email: 'admin.e2e@example.com', password: 'clave-admin-e2e-123' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

const ARCA_FAKE = './tests/support/arca-fake-preload.ts';

/**
 * Starts the built site the way a user does (`npm run serve` after `npm run build`) on a fresh
 * embedded database, with mail going over SMTP to a sink that saves each message for the specs,
 * and invoices asked of the ARCA fake.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const owned = await seedE2eData(dataDir);
  const smtp = await startSmtpSink({ saveTo: mailDir });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', ARCA_FAKE, 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        ...ARCA_TEST_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        PAYMENT_PROVIDER: 'sandbox',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, server, () => log);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('ownedCourse', { id: owned.courseId, slug: owned.courseSlug });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    ownedCourse: { id: number; slug: string };
  }
}
