import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { pickLanguage } from '../../contract/language.ts'
import { createAcceptLanguageReader, requestLanguage } from './request-language.ts'

describe('request language', () => {
  it('prefers ?lang=, then the cookie, then Accept-Language, with a translator of that language', async () => {
    const app = Fastify()
    await app.register(cookie)
    await app.register(requestLanguage, { translator: (lang) => (key) => `${lang}:${key}` })
    app.get('/', async (req) => ({ lang: req.lang, t: req.t('x') }))
    const ask = async (url: string, headers: Record<string, string>) => (await app.inject({ url, headers })).json()
    expect(await ask('/?lang=ar', { cookie: 'lang=de', 'accept-language': 'en' })).toEqual({ lang: 'ar', t: 'ar:x' })
    expect(await ask('/?lang=xx', { cookie: 'lang=de', 'accept-language': 'ar' })).toEqual({ lang: 'de', t: 'de:x' })
    expect(await ask('/', { cookie: 'lang=xx', 'accept-language': 'fr;q=1, ar;q=0.9, de;q=0.8' })).toEqual({ lang: 'ar', t: 'ar:x' })
    expect(await ask('/', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual({ lang: 'de', t: 'de:x' })
    expect(await ask('/', {})).toEqual({ lang: 'en', t: 'en:x' })
  })

  it('reads a remembered Accept-Language as it read it the first time, past its bound too', () => {
    const read = createAcceptLanguageReader(3)
    const headers = ['de', 'ar;q=0.5, en;q=0.9', 'fr, ar', 'xx', 'de-AT', 'ar;q=0, de;q=0.1', 'de']
    for (const header of [...headers, ...headers]) expect(read(header), header).toBe(pickLanguage(undefined, header))
    expect(read(undefined)).toBe('en')
  })
})
