// Throughput of the hottest calls, measured in-process with `inject` on a seeded PGlite.
// Run: npm run bench. Numbers are for comparing changes on the same machine, not absolutes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../src/server/storage/file-storage';
import { seedDemoContent } from '../src/server/db/seed/seed-demo';
import { createTestApp } from '../tests/support/test-app';

const DURATION_MS = 3000;

async function measure(name: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await call();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    await call();
    count++;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name.padEnd(28)} ${(count / seconds).toFixed(0).padStart(7)} req/s`);
}

const t = await createTestApp({ webDir: path.resolve('dist/web') });
await seedDemoContent(t.db, createLocalStorage(mkdtempSync(path.join(tmpdir(), 'bench-'))));
await measure('GET /api/health', () => t.app.inject({ url: '/api/health' }));
await measure('GET /api/courses', () => t.app.inject({ url: '/api/courses' }));
await measure('GET / (page with head)', () => t.app.inject({ url: '/' }));
await measure('GET /sitemap.xml', () => t.app.inject({ url: '/sitemap.xml' }));
await t.close();
