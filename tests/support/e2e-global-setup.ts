import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARCA_TEST_ENV } from './arca-fake';
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
export default async function setup(project: TestProject) {
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
      // Sign-ups through the API say which visitor they are (see signUpThroughApi).
      TRUST_PROXY: 'loopback',
    },
    port,
    { preload: [ARCA_FAKE] },
  );
  const baseUrl = server.url;

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('ownedCourse', { id: owned.courseId, slug: owned.courseSlug });
  project.provide('adminSessionToken', await adminSessionToken(baseUrl));

  return async () => {
    await server.stop();
    await smtp.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    ownedCourse: { id: number; slug: string };
    /** The value of the administrator's session cookie (see useAdminSession). */
    adminSessionToken: string;
  }
}
