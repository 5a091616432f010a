import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createTranslator, loadCatalogs } from '../i18n.ts'
import { errorHandling } from './errors.ts'
import { inputText } from './input-text.ts'
import { requestLanguage } from './request-language.ts'

/** Pages look their path up (a checkout id, a profile name): a NUL there would reach PostgreSQL and answer 500. */
describe('unstorable text in a page path', () => {
  async function pages() {
    const app = Fastify({ logger: false })
    await app.register(cookie)
    await app.register(requestLanguage, { translator: createTranslator(loadCatalogs()) })
    await app.register(errorHandling)
    await app.register(inputText)
    app.get('/*', async (req) => {
      const path = (req.params as { '*': string })['*']
      if (path.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00')
      return { path }
    })
    return app
  }

  it('answers 400 in the request language before the page runs', async () => {
    const app = await pages()
    for (const url of ['/checkout/%00', '/checkout/a%00b', '/%00?lang=ar']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().code).toBe('BAD_REQUEST')
    }
    expect((await app.inject({ method: 'GET', url: '/checkout/%00', headers: { 'accept-language': 'de' } })).json().error).toBe(
      'Die Anfrage konnte nicht verstanden werden.',
    )
    const ok = await app.inject({ method: 'GET', url: '/search?q=a%00b' })
    expect(ok.statusCode).toBe(200)
    await app.close()
  })
})
