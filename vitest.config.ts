import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['tests/support/migrated-databases.ts'],
    pool: 'forks',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
