import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** The specs that hold the storefront to WCAG 2.2 AA (issue 17); they run at both widths. */
const ACCESSIBILITY_SPECS = /accessibility.*\.spec\.ts$/;

/**
 * End-to-end tests of the federated storefront in Debian's Chromium, against the
 * production builds served exactly as `pnpm start` serves them (scripts/stack.mjs).
 * Each worker runs its own stack on its own ports (e2e/fixtures.ts), and a spec file's
 * tests run in order in one worker, since some of them stop or swap that stack's remotes
 * (ADR 0027). `E2E_WORKERS` sets how many (default 2: this machine's cores).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    // A trace costs about a fifth of a test's CPU: in CI only a failed test's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
    // The accessibility specs again at a phone's width (issue 17: every route and state at both).
    {
      name: 'phone',
      testMatch: ACCESSIBILITY_SPECS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
