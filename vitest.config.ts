import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
