import fp from 'fastify-plugin'
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES, type Language, pickLanguage } from '../../contract/language.ts'
import type { Translate } from '../i18n.ts'
import { memoize } from '../lib/cache.ts'

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language
    t: Translate
  }
}

/** Distinct Accept-Language values remembered; browsers send a handful, so the bound is rarely reached. */
const REMEMBERED_HEADERS = 512

/**
 * The language an Accept-Language header asks for, parsed once per distinct value: every request
 * carries one, and visitors' browsers send the same few strings.
 */
export function createAcceptLanguageReader(limit = REMEMBERED_HEADERS) {
  const parse = memoize((header) => pickLanguage(undefined, header), limit)
  return (header: string | undefined): Language => (header ? parse(header) : pickLanguage(undefined, undefined))
}

/** Every request knows its language (the `lang` cookie, else Accept-Language, else en) and a translator. */
export const requestLanguage = fp(
  async (app, opts: { translator: (lang: Language) => Translate }) => {
    // One translator per language, made once, instead of a closure per request.
    const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, opts.translator(lang)])) as Record<Language, Translate>
    const fromHeader = createAcceptLanguageReader()
    app.decorateRequest('lang', 'en')
    app.decorateRequest('t', null as unknown as Translate)
    app.addHook('onRequest', (req, _reply, done) => {
      // `?lang=` (shareable links, hreflang alternates) wins over the cookie, then Accept-Language.
      const fromQuery = (req.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM]
      const chosen = isLanguage(fromQuery) ? fromQuery : req.cookies?.[LANGUAGE_COOKIE]
      req.lang = isLanguage(chosen) ? chosen : fromHeader(req.headers['accept-language'])
      req.t = translators[req.lang]
      done()
    })
  },
  { name: 'request-language', dependencies: ['@fastify/cookie'] },
)
