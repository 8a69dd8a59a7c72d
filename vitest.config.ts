import { defineConfig } from 'vitest/config';

// Words the screens write in the reader's language ('5 minutes ago') are checked in English: the
// test processes, started after this, take their locale from the environment (C reads as en-US), whatever the machine's.
process.env.LC_ALL = 'C.UTF-8';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    pool: 'forks',
    // Files of one worker share loaded modules, not data (decision 014): importing the server per file cost half the run.
    isolate: false,
    // Two cores: one PGlite per worker is the sweet spot.
    maxWorkers: 2,
    testTimeout: 30_000,
    // CI also writes a JSON report per database so .ci/run can print one closing count.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `.tmp/reports/vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json` },
    hookTimeout: 60_000,
  },
});
