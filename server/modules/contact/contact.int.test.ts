import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { contactMessages } from '../../db/schema/index.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'
import { SEND_EMAIL } from '../mail/mail.jobs.ts'

function uniqueEmail() {
  return `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`
}

/** Each request from its own address, so the contact form's rate limit only bites where tested. */
let lastOctet = 0
const fresh = () => `198.51.100.${(lastOctet++ % 250) + 1}`

const valid = () => ({
  fullName: 'Nora Brand',
  email: uniqueEmail(),
  role: 'Brand',
  subject: 'Partnership',
  message: 'We would love to work with you.',
})

describe('POST /api/contact', () => {
  let t: TestApp
  const sent: MailMessage[] = []
  const mail: MailPort = { kind: 'smtp', send: async (m) => void sent.push(m) }

  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_TO: 'team@looktag.example' }, overrides: { mail } })
  })
  afterAll(() => t.close())

  it('stores the message and mails it to the operator with the sender as reply-to', async () => {
    const input = valid()
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: input, remoteAddress: fresh() })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Message sent successfully!' })
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ fullName: 'Nora Brand', role: 'Brand', subject: 'Partnership', language: 'en' })

    await expect.poll(() => sent.find((m) => m.replyTo === input.email), { timeout: 15_000, interval: 200 }).toBeTruthy()
    const message = sent.find((m) => m.replyTo === input.email)!
    expect(message.to).toBe('team@looktag.example')
    expect(message.subject).toContain('Partnership')
    expect(message.text).toContain('We would love to work with you.')
  })

  it('answers in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid(),
      headers: { cookie: 'lang=de' },
      remoteAddress: fresh(),
    })
    expect(res.json().message).toBe('Nachricht erfolgreich gesendet!')
  })

  it('accepts a message without a role', async () => {
    const { role: _, ...input } = valid()
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: input, remoteAddress: fresh() })
    expect(res.statusCode).toBe(201)
  })

  it.each([
    ['a missing name', { fullName: '' }, 'fullName'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an unknown role', { role: 'Spy' }, 'role'],
    ['a blank subject', { subject: '   ' }, 'subject'],
    ['an over-long message', { message: 'x'.repeat(5001) }, 'message'],
    ['an over-long name', { fullName: 'x'.repeat(101) }, 'fullName'],
  ])('refuses %s with a field error and stores nothing', async (_label, change, field) => {
    const input = { ...valid(), ...change }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: input,
      headers: { 'accept-language': 'ar' },
      remoteAddress: fresh(),
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.error).toBe('يرجى مراجعة الحقول المميزة.')
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field)
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))
    expect(rows).toHaveLength(0)
  })

  it('names the limit in the message for an over-long field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid(), subject: 's'.repeat(201) },
      remoteAddress: fresh(),
    })
    const detail = res.json().details.find((d: { field: string }) => d.field === 'subject')
    expect(detail.message).toBe('At most 200 characters.')
  })

  it('refuses a form posted from another site', async () => {
    const input = valid()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: input,
      headers: { origin: 'https://evil.example' },
      remoteAddress: fresh(),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('ORIGIN_NOT_ALLOWED')
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))).toHaveLength(0)
  })

  it('rate limits a flood of messages from one address', async () => {
    const codes: number[] = []
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid(), remoteAddress: '203.0.113.9' })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 5).every((c) => c === 201)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })

  it('keeps the row when the mail job is enqueued, inside one transaction', async () => {
    // The job is written in the same transaction as the message: both exist afterwards.
    const input = valid()
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: input, remoteAddress: fresh() })
    const jobs = await t.db.execute<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = '${SEND_EMAIL.name}' and data->>'replyTo' = '${input.email}'` as never,
    )
    expect(jobs.rows[0]?.n).toBe(1)
  })
})
