import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (or CHROME_PATH); Playwright's own browsers are never downloaded.
// The background-networking flags keep Chromium off a closed network at start-up.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

const suffix = process.env.WEB_BUILD_DIR ? `-${process.env.WEB_BUILD_DIR}` : '';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A run of another build (WEB_BUILD_DIR) keeps its results apart: a run clears its folder when it starts.
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report${suffix}` }]],
  outputDir: `test-results${suffix}`,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
