import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMailFailure } from '../../../contract/admin.ts'
import { createAdmin } from '../../../tests/factories/users.ts'
import { freePort } from '../../../tests/fixtures/free-port.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { SEND_EMAIL } from './mail.jobs.ts'

describe('mail the SMTP server did not take', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } })
    cookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  it('is retried later, after a growing wait, and listed for admins with its status and error', async () => {
    const sentAt = Date.now()
    await t.app.jobs.send(SEND_EMAIL, { to: 'reader@example.com', subject: 'Reset your password', text: 'secret link' })
    let listed: AdminMailFailure | undefined
    await expect
      .poll(
        async () => {
          const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail-failures', headers: { cookie } })
          listed = (res.json() as AdminMailFailure[]).find((m) => m.to === 'reader@example.com')
          return listed?.status
        },
        { timeout: 15_000 },
      )
      .toBe('retrying')
    expect(listed).toMatchObject({ subject: 'Reset your password', attempts: 1 })
    expect(listed?.error).toMatch(/ECONNREFUSED/)
    // The first retry waits 30–60 s, not pg-boss's default of a second or two.
    expect(Date.parse(listed!.next_attempt_at!) - sentAt).toBeGreaterThanOrEqual(29_000)
    expect(JSON.stringify(listed)).not.toContain('secret link')
  })

  it('drops a message whose payload does not match the job schema: completed at once, never retried', async () => {
    await t.app.jobs.send(SEND_EMAIL, { to: 42, subject: 'Malformed' } as never)
    const state = async () => {
      const { rows } = await t.db.$client.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = $1 and data->>'subject' = 'Malformed'`,
        [SEND_EMAIL.name],
      )
      return rows[0]
    }
    await expect.poll(async () => (await state())?.state, { timeout: 15_000 }).toBe('completed')
    expect((await state())?.retry_count).toBe(0)
  })
})
