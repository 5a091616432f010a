import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema/index.ts'
import { loginHeaders } from '../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'

const run = promisify(execFile)

// Each case starts the command in a new process (tsx compiles it first), so allow more than the default.
describe('npm run user:create', { timeout: 120_000 }, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const cli = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['scripts/user-create.ts', ...args], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir },
    })

  it('creates an approved admin with no payment, who can log in while the app runs', async () => {
    const { stdout } = await cli('--email', 'ops@looktag.example', '--password', 'a-long-admin-secret', '--role', 'admin')
    expect(stdout).toContain('created admin ops')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ops@looktag.example'))
    expect(row).toMatchObject({ role: 'admin', approved: true, paymentStatus: 'paid', username: 'ops' })
    await loginHeaders(t, { email: 'ops@looktag.example', password: 'a-long-admin-secret' })
  })

  it('creates a complimentary AI-plan creator with a chosen username', async () => {
    await cli('--email', 'comp@looktag.example', '--password', 'a-long-comp-secret', '--username', 'comp.creator', '--plan', 'ai')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'comp@looktag.example'))
    expect(row).toMatchObject({ role: 'user', planType: 'ai', username: 'comp.creator' })
  })

  it('applies the password policy, with the reason in plain words', async () => {
    await expect(cli('--email', 'weak@looktag.example', '--password', 'short')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password: The password needs at least 8 characters.'),
    })
    await expect(cli('--email', 'weak@looktag.example', '--password', 'password1')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This password is too common'),
    })
    expect(await t.db.select().from(users).where(eq(users.email, 'weak@looktag.example'))).toHaveLength(0)
  })

  it('refuses bad arguments and an existing email with a non-zero exit', async () => {
    await expect(cli('--email', 'x@example.com')).rejects.toMatchObject({ code: 2 })
    await expect(cli('--email', 'ops@looktag.example', '--password', 'another-long-secret')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('EMAIL_TAKEN'),
    })
  })
})
