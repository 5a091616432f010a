import { expect } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'

/** A mail port that keeps what it was handed (the app's worker delivers queued mail to it). */
export function capturingMail() {
  const sent: MailMessage[] = []
  const port: MailPort = { kind: 'smtp', send: async (m) => void sent.push(m) }
  return { sent, port }
}

let lastOctet = 0
/** A client address of its own per request, so the per-address limit bites only where tested. */
export const freshAddress = () => `198.51.100.${(lastOctet++ % 250) + 1}`

export const uniqueEmail = (prefix = 'fan') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`

export function follow(t: TestApp, username: string, email: string, options: { lang?: string; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/followers/${username}`,
    payload: { email, consent: true },
    headers: options.lang ? { cookie: `lang=${options.lang}` } : {},
    remoteAddress: options.remoteAddress ?? freshAddress(),
  })
}

/** The mail to `to` once the worker delivered it. */
export async function mailTo(sent: MailMessage[], to: string, subject?: RegExp) {
  const find = () => sent.find((m) => m.to === to && (!subject || subject.test(m.subject)))
  await expect.poll(find, { timeout: 15_000, interval: 100 }).toBeTruthy()
  return find()!
}

export const confirmTokenIn = (mail: MailMessage) => mail.text.match(/\/followers\/confirm\/([\w-]+)/)?.[1] ?? ''

/** Follows and confirms through the API; returns the confirm mail. */
export async function confirmedFollower(t: TestApp, sent: MailMessage[], username: string, email: string, lang?: string) {
  expect((await follow(t, username, email, { lang })).statusCode).toBe(202)
  const mail = await mailTo(sent, email)
  const res = await t.app.inject({ method: 'POST', url: `/api/followers/confirm/${confirmTokenIn(mail)}`, remoteAddress: freshAddress() })
  expect(res.statusCode).toBe(200)
  return mail
}
