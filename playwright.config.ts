import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5077);
// Per port, so two suites (two engineers, or CI and a developer) can run side by side.
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
export const E2E_ADMIN = { email: 'e2e-admin@devmatch.test', password: 'e2e-admin-password' };

/** Debian's Chromium: browsers cannot be downloaded on our machines. The bench launches it the same way. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run Chromium, the server and its worker thread: axe scans of a full dashboard take 20 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The screens' dates and 'N minutes ago' are checked in English, whatever the machine's language.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: '**/*.exclusive.e2e.ts' },
    // Tests that change the whole platform (closing sign-up) run alone, after every other test.
    { name: 'exclusive', use: chromium, testMatch: '**/*.exclusive.e2e.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: 'false',
      APP_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The whole suite signs its accounts up from one address, more than an office's hour allows.
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '5000',
    },
  },
});
