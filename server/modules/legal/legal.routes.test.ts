import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { termsOfUse } from '../../../content/legal/texts/terms-of-use.ts'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-settings.ts'
import { createTranslator, loadCatalogs } from '../../i18n.ts'
import { errorHandling } from '../../plugins/errors.ts'
import { requestLanguage } from '../../plugins/request-language.ts'
import legalRoutes from './legal.routes.ts'

// A small app with the real error handling; the platform settings are the neutral ones, the terms the shipped ones.
const app = Fastify()
app.decorate('services', {
  site: { settings: async () => NEUTRAL_SITE_SETTINGS },
  legalTexts: { document: async (_: string, lang: 'en' | 'de' | 'ar') => termsOfUse[lang] },
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
    expect(res.headers['content-disposition']).toBe('attachment; filename="looktag-terms-of-use-ar.pdf"')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('answers 404 for a language without terms', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/terms-of-use/fr', headers: { 'accept-language': 'en' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' })
  })
})
