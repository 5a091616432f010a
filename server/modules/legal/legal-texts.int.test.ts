import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionBlocks } from '../../../content/legal/legal-types.ts'
import { shippedMarkdown } from '../../../content/legal/shipped-texts.ts'
import { termsOfUse } from '../../../content/legal/texts/terms-of-use.ts'
import { createAdmin, createUser, registrationInput } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { type App, buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { auditLog, legalTexts, users } from '../../db/schema/index.ts'

const URL = '/api/admin/legal-texts'

const terms = (marker: string, effectiveDate = '2026-12-01') => ({
  effectiveDate,
  content: {
    en: `# Terms of Use\n\nIntro ${marker}.\n\n## 1. Scope {#scope}\n\nThe new rules ${marker} <script>alert(1)</script>.\n\n- first\n- second\n`,
    de: `# Nutzungsbedingungen\n\n## 1. Geltung {#scope}\n\nNeue Regeln ${marker}.\n`,
    ar: `# شروط الاستخدام\n\n## 1. النطاق {#scope}\n\nقواعد جديدة ${marker}.\n`,
  },
})

/** The legal texts as the admin area edits them; a second instance on the same database sees every change. */
describe('legal texts', () => {
  let t: TestApp
  let other: App
  let otherDir: string
  let adminCookie: string
  let admin: Awaited<ReturnType<typeof createAdmin>>

  beforeAll(async () => {
    t = await createTestApp()
    otherDir = mkdtempSync(path.join(tmpdir(), 'looktag-test-legal-'))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: otherDir, WEB_MODE: 'none', LOG_LEVEL: 'silent' })
    other = await buildApp(config, { databaseUrl: t.databaseUrl, logger: false })
    await other.ready()
    admin = await createAdmin(t.db)
    adminCookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
    rmSync(otherDir, { recursive: true, force: true })
  })

  const put = (kind: string, payload: unknown, cookie = adminCookie, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: `${URL}/${kind}`, payload: payload as object, headers: { cookie, 'accept-language': lang } })

  it('starts from the shipped texts as Markdown, version 0', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: adminCookie } })
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json().texts
    expect(view.map((text: { kind: string }) => text.kind)).toEqual(['privacy', 'terms', 'cookies'])
    const shippedTerms = view.find((text: { kind: string }) => text.kind === 'terms')
    expect(shippedTerms).toMatchObject({ version: 0, effectiveDate: termsOfUse.en.effectiveDate })
    expect(shippedTerms.content.ar).toBe(shippedMarkdown('terms', 'ar'))
    expect(shippedTerms.content.en).toMatch(/^# Terms of Use\n\n/)
    expect(await t.app.services.legalTexts.document('terms', 'de')).toBe(termsOfUse.de)
  })

  it('refuses visitors (401) and creators (403) before reading the body, and changes nothing', async () => {
    const creatorCookie = (await loginHeaders(t, await createUser(t.db))).cookie
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: creatorCookie } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PUT', url: `${URL}/terms`, payload: terms('x') })).statusCode).toBe(401)
    expect((await put('terms', terms('x'), creatorCookie)).statusCode).toBe(403)
    expect((await put('terms', { content: 'bad' }, creatorCookie)).statusCode).toBe(403)
    expect(await t.db.select().from(legalTexts)).toEqual([])
  })

  it.each([
    ['content.ar', 'terms', { ...terms('x'), content: { ...terms('x').content, ar: '   ' } }, 'This field is required.'],
    ['effectiveDate', 'terms', terms('x', '2026-02-30'), 'Enter a date as YYYY-MM-DD.'],
    ['kind', 'imprint', terms('x'), null],
  ])('refuses a bad %s with a 400 naming the field, and saves nothing', async (field, kind, payload, message) => {
    const res = await put(kind, payload)
    expect(res.statusCode).toBe(400)
    const detail = res.json().details.find((d: { field: string }) => d.field === field)
    expect(detail, res.body).toBeDefined()
    if (message) expect(detail.message).toBe(message)
    expect(await t.db.select().from(legalTexts)).toEqual([])
  })

  it('answers a bad date in the request language', async () => {
    const res = await put('terms', terms('x', 'morgen'), adminCookie, 'ar')
    expect(res.json().details.find((d: { field: string }) => d.field === 'effectiveDate').message).toBe('أدخل التاريخ بالصيغة YYYY-MM-DD.')
  })

  it('records a new version of the terms per change, keeps the earlier ones, and serves the new one at once everywhere', async () => {
    const shippedPdf = (await t.app.inject({ method: 'GET', url: '/api/legal/terms-of-use/en' })).rawPayload
    // The other instance has the shipped terms in memory.
    expect(await other.services.legalTexts.document('terms', 'en')).toBe(termsOfUse.en)

    const first = await put('terms', terms('one'))
    expect(first.statusCode, first.body).toBe(200)
    const second = await put('terms', terms('two', '2027-01-01'))
    expect(second.statusCode, second.body).toBe(200)
    // Saving the same text again records nothing.
    expect((await put('terms', terms('two', '2027-01-01'))).statusCode).toBe(200)

    const saved = second.json().texts.find((text: { kind: string }) => text.kind === 'terms')
    expect(saved).toMatchObject({ version: 2, effectiveDate: '2027-01-01' })
    expect(saved.versions.map((v: { version: number }) => v.version)).toEqual([0, 1, 2])
    const rows = await t.db.select().from(legalTexts).where(eq(legalTexts.kind, 'terms'))
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2])
    expect(rows.find((r) => r.version === 1)?.content.en).toContain('Intro one.')

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'settings.legal_text')))
      .orderBy(desc(auditLog.createdAt))
    expect(entry?.details).toEqual({ kind: 'terms', version: 2, effective_date: '2027-01-01' })

    const doc = await t.app.services.legalTexts.document('terms', 'en')
    expect(doc).toMatchObject({ title: 'Terms of Use', effectiveDate: '2027-01-01', intro: ['Intro two.'] })
    expect(doc.sections[0]).toMatchObject({ id: 'scope', heading: '1. Scope' })
    // Markup stays text: the page renders it escaped, the PDF as characters.
    expect(sectionBlocks(doc.sections[0]!)[0]).toEqual({ kind: 'paragraph', text: 'The new rules two <script>alert(1)</script>.' })
    await expect
      .poll(async () => (await other.services.legalTexts.document('terms', 'en')).intro, { timeout: 5000 })
      .toEqual(['Intro two.'])

    const pdf = await t.app.inject({ method: 'GET', url: '/api/legal/terms-of-use/en' })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.equals(shippedPdf)).toBe(false)
    expect(pdf.rawPayload.length).toBeLessThan(shippedPdf.length)
  })

  it('records the terms version an account accepted at registration', async () => {
    await put('terms', terms('three'))
    const version = await t.app.services.legalTexts.termsVersion()
    expect(version).toBeGreaterThan(0)
    const input = registrationInput()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: input,
      remoteAddress: '127.0.116.1',
    })
    expect(res.statusCode, res.body).toBe(200)
    const [user] = await t.db.select().from(users).where(eq(users.email, input.email))
    expect(user?.acceptedTermsVersion).toBe(version)
  })
})
