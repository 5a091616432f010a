import { defineConfig } from 'vitest/config'

/**
 * Files that replace modules, globals, timers or the environment run isolated; the rest share one
 * module graph per worker (isolate: false), which spares every file the app's import cost.
 */
export const ISOLATED = [
  'web/**/*.test.{ts,tsx}',
  'contract/dates.test.ts',
  'scripts/release.test.ts',
  'server/modules/link-health/host-limiter.test.ts',
  'server/modules/tracking/event-batcher.test.ts',
  'server/modules/shop/stripe-connect.int.test.ts',
  'server/modules/twin/twin-not-installed.int.test.ts',
  'server/modules/twin/twin-replicate.int.test.ts',
  'server/plugins/endpoints.int.test.ts',
]

export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-postgres.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'isolated', include: ISOLATED } },
      {
        test: {
          name: 'shared',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
    ],
  },
})
