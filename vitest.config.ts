import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    pool: 'forks',
    // Two cores: one PGlite per worker is the sweet spot.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
