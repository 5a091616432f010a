import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTranslator, loadCatalogs } from '../../i18n.ts'
import { errorHandling } from '../../plugins/errors.ts'
import { requestLanguage } from '../../plugins/request-language.ts'
import legalRoutes from './legal.routes.ts'

// The route needs no database, so a small app with the real error handling is enough.
const app = Fastify()

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
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('answers 404 for a language without terms', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/terms-of-use/fr', headers: { 'accept-language': 'en' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' })
  })
})
