import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/support/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // .ci/run sets CI=true: a stray test.only fails the run there instead of skipping the rest.
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a bug to fix at its cause (ADR 033).
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace for every test costs each test a share of its time; CI keeps only the printed
    // output, so a trace there is never read. Locally a failing test leaves its trace (ADR 068).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
