import { describe, expect, it, vi } from 'vitest'
import type { MailPort } from '../../ports/email/index.ts'
import { deliver, MAIL_RETRY } from './mail.jobs.ts'

describe('a failed mail send', () => {
  const failing: MailPort = { kind: 'smtp', send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) }
  const message = { to: 'Reader.One@Example.ORG', kind: 'auth.reset', subject: 'Reset your password', text: 'secret-link-123' }
  const logger = () => ({ warn: vi.fn(), error: vi.fn() })

  it('is logged as a warning with its kind and the recipient domain, never the address or body, and thrown on for a retry', async () => {
    const log = logger()
    await expect(deliver(message, { retryCount: 0 }, { mail: failing, log })).rejects.toThrow(/ECONNREFUSED/)
    expect(log.error).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledOnce()
    const [details, text] = log.warn.mock.calls[0]!
    expect(details).toEqual({
      kind: 'auth.reset',
      domain: 'example.org',
      attempt: 1,
      attempts: 9,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    })
    expect(text).toMatch(/retrying/)
    const logged = JSON.stringify(log.warn.mock.calls)
    for (const secret of ['Reader.One', 'secret-link-123', 'Reset your password']) expect(logged).not.toContain(secret)
  })

  it('is logged as an error on the last attempt, without the address the server quoted', async () => {
    const log = logger()
    const refusing: MailPort = { kind: 'smtp', send: async () => Promise.reject(new Error('550 <reader.one@example.org>: no such user')) }
    await expect(deliver(message, { retryCount: MAIL_RETRY.retryLimit }, { mail: refusing, log })).rejects.toThrow()
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({
      kind: 'auth.reset',
      attempt: MAIL_RETRY.retryLimit + 1,
      error: '550 <…>: no such user',
    })
  })

  it('logs nothing when the mail goes out', async () => {
    const log = logger()
    const sent: unknown[] = []
    await deliver(message, { retryCount: 0 }, { mail: { kind: 'smtp', send: async (m) => void sent.push(m) }, log })
    expect(sent).toHaveLength(1)
    expect(log.warn).not.toHaveBeenCalled()
  })
})
