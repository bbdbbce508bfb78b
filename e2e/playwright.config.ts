import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir as dataDir, e2eErrorDsn } from './support/environment.ts';

const port = Number(process.env.E2E_PORT ?? 3199);

/** End-to-end tests in Debian's Chromium against the built server on a fresh database. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/webapp/v5/restaurant/demo`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `${dataDir}/e2e.db`,
      MEDIA_DIR: `${dataDir}/media`,
      LOG_LEVEL: 'warn',
      // Reports go to a local stand-in that only specs/error-reporting.spec.ts listens on; elsewhere nothing is
      // thrown, and a report nobody receives is dropped quietly by the SDKs.
      SENTRY_DSN: e2eErrorDsn,
    },
  },
});
