import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-postgres.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
