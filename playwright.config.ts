import { defineConfig, devices } from '@playwright/test'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './scripts/server-bundle.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${PORT}`
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e'
/** Specs that change platform-wide settings every page shows; they run after all others. */
const PLATFORM_WIDE = /(operator-terms|platform-settings)\.spec\.ts/

/**
 * Browser tests against the real server (built web app, embedded PostgreSQL in a fresh data
 * directory, demo content) in Debian's Chromium — no browser download.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000, // axe scans and a first render cost seconds on a loaded 2-core machine
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/mobile\.spec\.ts/, PLATFORM_WIDE] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // Last, one test at a time: they change what every page shows (name, footer, prices, terms).
    {
      name: 'platform',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: PLATFORM_WIDE,
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // What ships: the compiled server of `npm run build` (decision 0033), one node process stopped
    // with SIGTERM: it then stops its embedded PostgreSQL, which runs in its own process group and
    // would outlive a SIGKILL (decision 0025).
    command: `rm -rf ${DATA_DIR} && exec node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_PG_PORT ?? '5449',
      PUBLIC_URL: BASE_URL,
      RATE_LIMIT_MAX: '100000',
      // Fixtures upload several small photos at once through the API, which (unlike the pages)
      // does not retry a busy answer; the memory bound itself is scripts/bench/upload-memory.ts's.
      IMAGE_QUEUE: '16',
      LOG_LEVEL: 'warn',
      CONTACT_TO: 'team@looktag.example',
      // Followers' digest right after a new look (the scan still runs once a minute).
      FOLLOWERS_DIGEST_DELAY_MINUTES: '0',
      ADMIN_EMAIL: 'admin@e2e.looktag.test',
      ADMIN_PASSWORD: 'e2e-Admin-Passw0rd!',
    },
  },
})
