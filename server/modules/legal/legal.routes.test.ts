import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operatorFacts } from '../../../content/legal/legal-placeholders.ts'
import { termsOfUse } from '../../../content/legal/texts/terms-of-use.ts'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-defaults.ts'
import { createTranslator, loadCatalogs } from '../../i18n.ts'
import { errorHandling } from '../../plugins/errors.ts'
import { requestLanguage } from '../../plugins/request-language.ts'
import legalRoutes from './legal.routes.ts'

// A small app with the real error handling; the platform settings are the neutral ones, the terms the shipped ones.
const app = Fastify()
const facts = operatorFacts(NEUTRAL_SITE_SETTINGS, DEFAULT_PLAN_PRICES)
app.decorate('services', {
  legalTexts: { facts: async () => facts, document: async (_: string, lang: 'en' | 'de' | 'ar') => termsOfUse[lang] },
} as unknown as FastifyInstance['services'])

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(cookie)
  await app.register(requestLanguage, { translator: createTranslator(loadCatalogs()) })
  await app.register(errorHandling)
  await app.register(legalRoutes)
  await app.ready()
})

afterAll(() => app.close())

describe('GET /api/legal/terms-of-use/:lang', () => {
  it('downloads the terms of use as a PDF in the requested language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/terms-of-use/ar' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="terms-of-use-ar.pdf"')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('answers 404 for a language without terms', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/terms-of-use/fr', headers: { 'accept-language': 'en' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' })
  })
})
