import { defineConfig } from 'vitest/config';
import { E2E_SITES } from './tests/support/e2e-sites';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/support/e2e-global-setup.ts'],
    pool: 'forks',
    // One worker per site the global setup starts: a worker's spec files share its site.
    maxWorkers: E2E_SITES,
    // A worker's spec files share one module graph, as the API suite's do (decision 0040):
    // Playwright, axe-core and the helpers load once per worker, not once per file.
    isolate: false,
    // The longest journeys (a booking through sign-in and checkout; an announcement sent, read and
    // unsubscribed from) take 22–28 s alone, and over 60 s in CI, where two browsers, their sites
    // and the API suite on PostgreSQL share two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
