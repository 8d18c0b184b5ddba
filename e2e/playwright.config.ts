import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (or CHROME_PATH); Playwright's own browsers are never downloaded. Its headless shell
// (package chromium-headless-shell, the build Playwright itself runs headless) where installed: the same
// Blink, without the full browser's UI processes, about a sixth less CPU per test on 2 cores.
// The background-networking flags keep Chromium off a closed network at start-up. V8 stops at its baseline
// compiler (`--max-opt=1`): a test's page runs each function a few times, so optimizing it costs more CPU on the
// two cores than it saves; about 7 % less CPU for the suite, the same JavaScript semantics. Its semi-spaces (the
// young generation) are capped at 2 MB (`--max-semi-space-size=2`): a test's page lives a few seconds, and a small
// nursery that stays in the cache cost about 5-10 % less CPU than V8's default (docs/operations.md "CI").
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--js-flags=--max-opt=1 --max-semi-space-size=2',
  ],
};

// Chromium draws every SVG placeholder of the mock API as a document of its own: about a quarter of the main
// thread's work on a category page, and 64 of the suite's 754 core-seconds. Only the specs about images, or that
// need them to load (a payload's onerror, the first view's priorities, layout shifts, the gallery, a product's
// photo, the policy that lets them load), load them; the others lay the same <img> boxes out without fetching them
// (docs/decisions/images-in-the-image-specs.md).
const IMAGE_SPECS =
  /[\\/](catalogue-mobile|content|lazy-parts|product|product-gallery|search|security-headers)\.spec\.ts$/;

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
    // A trace records a screencast and DOM snapshots of every action: about a quarter of the suite's CPU when kept
    // for every test. It is recorded for a test's retry (CI retries once), or for all with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'shop',
      testIgnore: IMAGE_SPECS,
      // One --blink-settings replaces another: the first four are those Playwright gives a headless Chromium (a
      // mouse: hover and a fine pointer).
      use: {
        launchOptions: {
          ...chromium,
          args: [
            ...chromium.args,
            '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4,imagesEnabled=false',
          ],
        },
      },
    },
    { name: 'images', testMatch: IMAGE_SPECS },
  ],
});
