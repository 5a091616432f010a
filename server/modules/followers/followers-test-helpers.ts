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

/** The mail to `to` once the worker delivered it (a plain loop: also usable in `beforeAll`). */
export async function mailTo(sent: MailMessage[], to: string, options: { skip?: number } = {}) {
  const find = () => sent.filter((m) => m.to === to)[options.skip ?? 0]
  for (const deadline = Date.now() + 15_000; !find() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100))
  const mail = find()
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

export const confirmTokenIn = (mail: MailMessage) => mail.text.match(/\/followers\/confirm\/([\w-]+)/)?.[1] ?? ''

/** Follows and confirms through the API; returns the confirm mail. */
export async function confirmedFollower(t: TestApp, sent: MailMessage[], username: string, email: string, lang?: string) {
  const skip = sent.filter((m) => m.to === email).length
  expect((await follow(t, username, email, { lang })).statusCode).toBe(202)
  const mail = await mailTo(sent, email, { skip })
  const res = await t.app.inject({ method: 'POST', url: `/api/followers/confirm/${confirmTokenIn(mail)}`, remoteAddress: freshAddress() })
  expect(res.statusCode).toBe(200)
  return mail
}
