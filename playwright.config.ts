import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable, FULL_CHROMIUM, headlessShellExecutable, playwrightChromiumArgs } from './tests/e2e/support/chromium.ts';

/**
 * The few tests that take a minute or more (a rebuild of the site, eleven axe runs), by title. Playwright
 * hands out tests in the order of its projects, so these go first: started last, as their files' names
 * would have them, one worker ran alone through the last minute while the other had nothing left (ADR 089).
 */
const longRunning = [
  /saves the company data, rebuilds, backs up and erases/,
  /a changed phone number reaches the footer and the Impressum after the rebuild/,
  /the catalogue screens and their dialogs have no accessibility violations/,
  /the customer area and the back office have no accessibility violations/,
  /the operator quotes a configuration, the customer accepts it/,
  /the owner invites a person, the mailed link sets up the account/,
];
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const launchedFrom = (executablePath: string) => ({ launchOptions: { executablePath, args: playwrightChromiumArgs } });
// Without the headless shell installed (.ci/run installs it), every test runs in the full Chromium.
const shell = launchedFrom(existsSync(headlessShellExecutable) ? headlessShellExecutable : chromiumExecutable);
const fullChromium = new RegExp(FULL_CHROMIUM);

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
  },
  projects: [
    { name: 'desktop-long', grep: longRunning, grepInvert: fullChromium, use: { ...desktop, ...shell } },
    { name: 'desktop', grepInvert: [...longRunning, fullChromium], use: { ...desktop, ...shell } },
    { name: 'desktop-full-chromium', grep: fullChromium, use: { ...desktop, ...launchedFrom(chromiumExecutable) } },
  ],
});
