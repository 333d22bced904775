import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARCA_TEST_ENV } from './arca-fake';
import { E2E_SITES, type E2eSite } from './e2e-sites';
import { seedE2eData } from './e2e-seed';
import { freePort, startServer } from './server-process';
import { startSmtpSink } from './smtp-sink';

export const E2E_ADMIN = { email: 'admin.e2e@example.com', password: 'clave-admin-e2e-123' };

const ARCA_FAKE = './tests/support/arca-fake-preload.ts';

/**
 * The administrator signed in once, through the API, for every spec: a sign-in per spec file
 * would run into the per-account login limit (10) as the specs grow.
 */
async function adminSessionToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('token='));
  if (!cookie) throw new Error('admin sign-in set no session cookie');
  return cookie.slice('token='.length).split(';')[0]!;
}

/**
 * Starts the built site the way a user does (`npm run serve` after `npm run build`) on a fresh
 * embedded database, with mail going over SMTP to a sink that saves each message for the specs,
 * and invoices asked of the ARCA fake.
 */
async function startSite(): Promise<{ site: E2eSite; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const owned = await seedE2eData(dataDir);
  const smtp = await startSmtpSink({ saveTo: mailDir });
  const port = await freePort();
  const server = await startServer(
    {
      ...ARCA_TEST_ENV,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // The specs play the lesson files as files; the hosted player has specs of its own.
      HOST_LESSON_FILES: 'false',
      // Sign-ups through the API say which visitor they are (see signUpThroughApi).
      TRUST_PROXY: 'loopback',
    },
    port,
    { preload: [ARCA_FAKE] },
  );
  const site: E2eSite = {
    baseUrl: server.url,
    mailDir,
    ownedCourse: { id: owned.courseId, slug: owned.courseSlug },
    adminSessionToken: await adminSessionToken(server.url),
  };
  return {
    site,
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}

/** One site per worker (see E2E_SITES), started side by side. */
export default async function setup(project: TestProject) {
  const started = await Promise.all(Array.from({ length: E2E_SITES }, startSite));
  project.provide(
    'sites',
    started.map(({ site }) => site),
  );
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sites: E2eSite[];
  }
}
