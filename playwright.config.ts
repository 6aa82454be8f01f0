import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One built app and, per worker, one server on its own fresh embedded database with demo data:
// two workers on two cores halve the journeys' time, and no journey sees another worker's writes.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 4318);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Names this run's files in the data directory (e2e/support.ts: the page states axe has scanned).
process.env.E2E_RUN_ID ??= String(Date.now());
// Playwright loads this file again in each worker, with that worker's index in the environment.
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Debian's headless shell (package chromium-headless-shell): the journeys took a quarter less CPU
// than in the full browser. Without it, Debian's Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  // On CI's busy machine a journey that fails once is run again and reported as flaky: each flaky
  // journey has pointed at a real race so far, so it is fixed, not left retrying.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
    // A visitor who has decided (no statistics): journeys meet no consent prompt. e2e/consent.spec.ts starts undecided.
    storageState: { cookies: [{ name: 'CONSENT', value: 'statistics=0', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  },
  projects: [
    // `@phone` journeys run on both projects (what they check differs by viewport); `@phone-only`
    // ones check what only a phone has (touch, its install prompt, a phone-sized header).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node dist/server/main.mjs',
    url: `http://localhost:${basePort + index}/api/health`,
    // The first start seeds the demo data; on a busy machine that can take more than a minute.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(basePort + index),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, String(index)),
      PUBLIC_URL: `http://localhost:${basePort + index}`,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      CODES_PER_ACCOUNT_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
    },
  })),
});
