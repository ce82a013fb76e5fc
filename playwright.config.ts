import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/csp.ts';

/**
 * The browser suite (docs/decisions/030-browser-test-runner.md, tests/e2e/README.md): Debian's
 * Chromium, one PostgreSQL per run (tests/e2e/global-setup.ts), and per spec file a fresh database,
 * the real app on a free port and a worker of its own (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // 2 cores shared with the app under test, PostgreSQL and Chromium: measured in decision 030.
  workers: Number(process.env.E2E_WORKERS) || 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
