import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLanguage, type Language } from '../../contract/language.ts'
import { AppError } from '../errors.ts'
import { createTranslator, loadCatalogs } from '../i18n.ts'
import { errorHandling } from './errors.ts'
import { formPostErrorHandler } from './web-form-limited.ts'

const catalogs = loadCatalogs()
const translate = createTranslator(catalogs)
const text = (lang: Language, key: string) => translate(lang)(key)

/** The form-post route as web.ts declares it, with a limit of one post and the app's error handler. */
async function formRoute() {
  const app = Fastify()
  await app.register(
    fp(
      async (scope) => {
        scope.decorateRequest('lang', 'en')
        scope.decorateRequest('t', null as never)
        scope.addHook('onRequest', async (req) => {
          const lang = req.headers['x-lang']
          req.lang = isLanguage(lang) ? lang : 'en'
          req.t = translate(req.lang)
        })
      },
      { name: 'request-language' },
    ),
  )
  await app.register(errorHandling)
  await app.register(rateLimit, {
    global: true,
    max: 1,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, context) => Object.assign(new AppError('RATE_LIMITED'), { statusCode: context.statusCode }),
  })
  app.route({ method: 'POST', url: '/*', handler: async () => 'page', errorHandler: formPostErrorHandler })
  return app
}

describe('a form post over its rate limit', () => {
  let app: Awaited<ReturnType<typeof formRoute>>
  beforeAll(async () => {
    app = await formRoute()
  })
  afterAll(() => app.close())

  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload: '' })

  it('as a plain form gets a page in the visitor language with a way back to the form', async () => {
    expect((await post('/contact', { 'sec-fetch-mode': 'navigate' })).statusCode).toBe(200)
    const limited = await post('/contact?x=1', { 'sec-fetch-mode': 'navigate', 'x-lang': 'ar' })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(limited.body).toContain('<html lang="ar" dir="rtl">')
    expect(limited.body).toContain(`<h1>${text('ar', 'errors.rate_limited')}</h1>`)
    expect(limited.body).toContain(`<a href="/contact">${text('ar', 'errors.retry')}</a>`)
    // A browser that names no fetch mode: its Accept header says it loads a page.
    const german = await post('/contact', { accept: 'text/html,application/xhtml+xml', 'x-lang': 'de' })
    expect(german.body).toContain(text('de', 'errors.rate_limited'))
  })

  it("as the script's fetch keeps the API's JSON", async () => {
    for (const [url, headers] of [
      ['/login.data', { 'sec-fetch-mode': 'cors' }],
      ['/login', { 'sec-fetch-mode': 'cors', accept: '*/*' }],
      ['/login', { accept: 'application/json' }],
    ] as const) {
      const limited = await post(url, { ...headers, 'x-lang': 'de' })
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toEqual({ error: text('de', 'errors.rate_limited'), code: 'RATE_LIMITED' })
    }
  })
})
