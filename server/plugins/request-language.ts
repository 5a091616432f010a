import fp from 'fastify-plugin'
import { isLanguage, LANGUAGE_COOKIE, type Language, pickLanguage } from '../../contract/language.ts'
import type { Translate } from '../i18n.ts'

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language
    t: Translate
  }
}

/** Every request knows its language (the `lang` cookie, else Accept-Language, else en) and a translator. */
export const requestLanguage = fp(
  async (app, opts: { translator: (lang: Language) => Translate }) => {
    app.decorateRequest('lang', 'en')
    app.decorateRequest('t', null as unknown as Translate)
    app.addHook('onRequest', async (req) => {
      // `?lang=` (shareable links, hreflang alternates) wins over the cookie, then Accept-Language.
      const fromQuery = (req.query as Record<string, unknown> | undefined)?.lang
      req.lang = pickLanguage(isLanguage(fromQuery) ? fromQuery : req.cookies?.[LANGUAGE_COOKIE], req.headers['accept-language'])
      req.t = opts.translator(req.lang)
    })
  },
  { name: 'request-language', dependencies: ['@fastify/cookie'] },
)
