import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'
import { siteSettingsInput } from './site-test-helpers.ts'

describe('the platform name in mails', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('names the platform as the admin set it, in every language', async () => {
    const admin = await createAdmin(t.db)
    const cookie = (await loginHeaders(t, admin)).cookie
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: siteSettingsInput({ name: 'Atelier Nord' }),
      headers: { cookie },
    })
    expect(saved.statusCode).toBe(200)
    for (const lang of ['en', 'ar'] as const) {
      const user = await createUser(t.db)
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: user.email },
        headers: { 'accept-language': lang },
      })
      expect(request.statusCode).toBe(200)
      await expect
        .poll(async () => (await readOutbox(t.config.mail.outboxDir, 5, user.email))[0]?.subject, { timeout: 15_000, interval: 250 })
        .toContain('Atelier Nord')
      const [mail] = await readOutbox(t.config.mail.outboxDir, 5, user.email)
      expect(`${mail.subject}\n${mail.text}`).not.toContain('Looktag')
      // MAIL_FROM is a bare address here: the sender is shown under the platform's name.
      expect(mail.from).toBe('Atelier Nord <no-reply@looktag.local>')
    }
  })
})
