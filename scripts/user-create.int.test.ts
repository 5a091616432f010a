import { spawn } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema/index.ts'
import { loginHeaders } from '../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'

interface Ran {
  code: number | null
  stdout: string
  stderr: string
}

/** The command with `input` on its standard input, as `… < password-file` gives it; rejects on a non-zero exit. */
function run(args: string[], env: NodeJS.ProcessEnv, input: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/user-create.ts', ...args], { env })
    const out = { stdout: '', stderr: '' }
    child.stdout.on('data', (chunk) => (out.stdout += chunk))
    child.stderr.on('data', (chunk) => (out.stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve({ code, ...out }) : reject({ code, ...out })))
    child.stdin.end(input)
  })
}

// Each case starts the command in a new process (tsx compiles it first), so allow more than the default.
describe('npm run user:create', { timeout: 120_000 }, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const env = () => ({ ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir })
  /** The password travels on standard input, never as an argument. */
  const cli = (password: string, ...args: string[]) => run(args, env(), `${password}\n`)

  it('creates an approved admin with no payment, who can log in while the app runs', async () => {
    const { stdout, stderr } = await cli('a-long-admin-secret', '--email', 'ops@looktag.example', '--role', 'admin')
    expect(stdout).toContain('created admin ops')
    expect(stdout + stderr).not.toContain('a-long-admin-secret')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ops@looktag.example'))
    expect(row).toMatchObject({ role: 'admin', approved: true, paymentStatus: 'paid', username: 'ops' })
    await loginHeaders(t, { email: 'ops@looktag.example', password: 'a-long-admin-secret' })
  })

  it('creates a complimentary AI-plan creator with a chosen username', async () => {
    await cli('a-long-comp-secret', '--email', 'comp@looktag.example', '--username', 'comp.creator', '--plan', 'ai')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'comp@looktag.example'))
    expect(row).toMatchObject({ role: 'user', planType: 'ai', username: 'comp.creator' })
  })

  it('applies the password policy, with the reason in plain words', async () => {
    await expect(cli('short', '--email', 'weak@looktag.example')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password: The password needs at least 8 characters.'),
    })
    await expect(cli('password1', '--email', 'weak@looktag.example')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This password is too common'),
    })
    expect(await t.db.select().from(users).where(eq(users.email, 'weak@looktag.example'))).toHaveLength(0)
  })

  it('refuses a password given as an argument, without printing it', async () => {
    const failed = await cli('', '--email', 'argv@looktag.example', '--password', 'an-argument-secret').catch((error: Ran) => error)
    expect(failed.code).toBe(2)
    expect(failed.stderr).toContain('--password is not accepted')
    expect(failed.stdout + failed.stderr).not.toContain('an-argument-secret')
    expect(await t.db.select().from(users).where(eq(users.email, 'argv@looktag.example'))).toHaveLength(0)
  })

  it('refuses bad arguments and an existing email with a non-zero exit', async () => {
    await expect(cli('', '--email', 'x@example.com')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('no password') })
    await expect(cli('another-long-secret', '--role', 'admin')).rejects.toMatchObject({ code: 2 })
    await expect(cli('another-long-secret', '--email', 'ops@looktag.example')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('EMAIL_TAKEN'),
    })
  })
})
