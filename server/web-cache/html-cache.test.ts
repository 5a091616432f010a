import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { HTML_CACHE_HEADER } from '../../contract/http.ts'
import { withoutTracking } from './cached-render.ts'
import { type CachedPage, createHtmlCache, HTML_CACHE_MAX_BYTES, NONCE_PLACEHOLDER } from './html-cache.ts'
import { nonceOf, serverWith } from './html-cache-test-helpers.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('public HTML cache', () => {
  it('renders once and answers the next visitor from the cache', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const first = await server.app.inject('/mila')
    const second = await server.app.inject('/mila')
    expect(first.headers['x-html-cache']).toBe('miss')
    expect(second.headers['x-html-cache']).toBe('hit')
    expect(second.body).toContain('render 1 of /mila')
    expect(server.renders()).toBe(1)
    expect(first.headers[HTML_CACHE_HEADER]).toBeUndefined()
  })

  it('gives every answer a fresh nonce that matches its CSP header', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const answers = [await server.app.inject('/trends'), await server.app.inject('/trends'), await server.app.inject('/trends')]
    const nonces = answers.map((a) => nonceOf(a.headers['content-security-policy'] as string))
    expect(new Set(nonces).size).toBe(3)
    answers.forEach((answer, i) => {
      expect(answer.body).toContain(`<script nonce="${nonces[i]}">`)
      expect(answer.body).toContain(`window.n="${nonces[i]}"`)
      for (const other of nonces.filter((_, j) => j !== i)) expect(answer.body).not.toContain(other)
    })
  })

  it('answers gzip clients with the page compressed once, their own nonce spliced in', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    await server.app.inject('/trends')
    const answer = await server.app.inject({ url: '/trends', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toContain('accept-encoding')
    const nonce = nonceOf(answer.headers['content-security-policy'] as string)
    const html = gunzipSync(answer.rawPayload).toString()
    expect(html).toBe(`<html><script nonce="${nonce}">window.n="${nonce}"</script><p>render 1 of /trends</p></html>`)
  })

  it('answers the miss itself from the stored gzip, so a first visit is compressed once', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const miss = await server.app.inject({ url: '/news', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(miss.headers['x-html-cache']).toBe('miss')
    expect(miss.headers['content-encoding']).toBe('gzip')
    const nonce = nonceOf(miss.headers['content-security-policy'] as string)
    expect(gunzipSync(miss.rawPayload).toString()).toBe(
      `<html><script nonce="${nonce}">window.n="${nonce}"</script><p>render 1 of /news</p></html>`,
    )
    expect(server.renders()).toBe(1)
  })

  it('answers links that differ only in click ids and campaign tags from one render', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const first = await server.app.inject('/mila?fbclid=PAZXh0bgNhZW0CMTEAAaa&utm_source=ig&utm_medium=social')
    expect(first.headers['x-html-cache']).toBe('miss')
    for (const url of ['/mila?fbclid=IwAR2other', '/mila', '/mila?utm_source=tiktok', '/mila?%75tm_campaign=x&gclid=1']) {
      expect((await server.app.inject(url)).headers['x-html-cache']).toBe('hit')
    }
    // Parameters that pages read stay in the key.
    expect((await server.app.inject('/mila?search=linen&fbclid=1')).headers['x-html-cache']).toBe('miss')
    expect((await server.app.inject('/mila?search=linen&utm_source=ig')).headers['x-html-cache']).toBe('hit')
    expect((await server.app.inject('/mila?search=wool')).headers['x-html-cache']).toBe('miss')
    expect(server.renders()).toBe(3)
  })

  it('compresses a page only when a client that takes gzip asks for it, and then once', async () => {
    const cache = createHtmlCache()
    const server = await serverWith(cache, () => ({}))
    close = () => server.app.close()
    const plain = await server.app.inject('/about?utm=1')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(cache.get('en|-|/about?utm=1')?.segments.pieces).toBeNull()
    const plainBytes = cache.bytes
    const gzip = { 'accept-encoding': 'gzip' }
    const first = await server.app.inject({ url: '/about?utm=1', headers: gzip })
    expect(first.headers['content-encoding']).toBe('gzip')
    const pieces = cache.get('en|-|/about?utm=1')?.segments.pieces
    expect(pieces).not.toBeNull()
    expect(cache.bytes).toBeGreaterThan(plainBytes)
    await server.app.inject({ url: '/about?utm=1', headers: gzip })
    expect(cache.get('en|-|/about?utm=1')?.segments.pieces).toBe(pieces)
  })

  it('renders an expired page once: visitors meanwhile get the expired one, after a change they wait for the new one', async () => {
    let time = 0
    const hold: { until?: Promise<void> } = {}
    const cache = createHtmlCache({ ttlMs: 1000, now: () => time })
    const server = await serverWith(cache, (_nonce, url) => ({ cacheable: url !== '/never' }), hold)
    close = () => server.app.close()
    const burst = async (url: string) => {
      let release = () => {}
      hold.until = new Promise((resolve) => {
        release = resolve
      })
      const answers = Array.from({ length: 5 }, () => server.app.inject(url))
      await new Promise((resolve) => setImmediate(resolve))
      release()
      const done = await Promise.all(answers)
      for (const answer of done) {
        expect(answer.statusCode).toBe(200)
        expect(answer.body).toContain(`nonce="${nonceOf(answer.headers['content-security-policy'] as string)}"`)
      }
      return done.map((answer) => /render (\d+)/.exec(answer.body)?.[1])
    }
    await server.app.inject('/mila')
    time = 1500 // expired
    expect((await burst('/mila')).sort()).toEqual(['1', '1', '1', '1', '2'])
    expect(server.renders()).toBe(2)
    cache.invalidateCreator('mila')
    expect(await burst('/mila')).toEqual(['3', '3', '3', '3', '3'])
    expect(server.renders()).toBe(3)
    // A page that never opted in is never waited on: each visitor renders it.
    hold.until = undefined
    await Promise.all(Array.from({ length: 3 }, () => server.app.inject('/never')))
    expect(server.renders()).toBe(6)
  })

  it('answers a render during which the creator changed something, but does not keep it', async () => {
    const hold: { until?: Promise<void> } = {}
    const cache = createHtmlCache()
    const server = await serverWith(cache, () => ({}), hold)
    close = () => server.app.close()
    let release = () => {}
    hold.until = new Promise((resolve) => {
      release = resolve
    })
    const during = server.app.inject('/mila')
    await new Promise((resolve) => setImmediate(resolve))
    // The creator saves while the loaders of this render may already have read the old data.
    cache.invalidateCreator('mila')
    release()
    const answer = await during
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('render 1 of /mila')
    hold.until = undefined
    expect((await server.app.inject('/mila')).body).toContain('render 2 of /mila')
    expect((await server.app.inject('/mila')).headers['x-html-cache']).toBe('hit')
    expect(server.renders()).toBe(2)
  })

  it('answers a hit with the headers of the miss, its security headers and no-cache', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const miss = await server.app.inject('/shop')
    const hit = await server.app.inject('/shop')
    for (const answer of [miss, hit]) {
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
    expect(hit.headers['x-html-cache']).toBe('hit')
    expect(hit.headers['content-encoding']).toBeUndefined()
    expect(hit.body).toBe(
      miss.body.replaceAll(
        nonceOf(miss.headers['content-security-policy'] as string) as string,
        nonceOf(hit.headers['content-security-policy'] as string) as string,
      ),
    )
  })

  it('keys by URL, language and cookie consent', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    await server.app.inject('/about')
    await server.app.inject('/about?lang=de')
    await server.app.inject({ url: '/about', cookies: { cookie_consent: '1' } })
    await server.app.inject('/news')
    expect(server.renders()).toBe(4)
    expect((await server.app.inject('/about?lang=de')).body).toContain('render 2 of /about?lang=de')
    expect(server.renders()).toBe(4)
  })

  it('answers signed-in visitors from the cache too; an Authorization header bypasses it', async () => {
    const server = await serverWith(createHtmlCache(), () => ({}))
    close = () => server.app.close()
    const signedIn = await server.app.inject({ url: '/mila', cookies: { looktag_session: 'token' } })
    const anonymous = await server.app.inject('/mila')
    const bearer = await server.app.inject({ url: '/mila', headers: { authorization: 'Bearer token' } })
    expect(signedIn.headers['x-html-cache']).toBe('miss')
    expect(anonymous.headers['x-html-cache']).toBe('hit')
    expect(anonymous.body).toContain('render 1 of /mila')
    expect(bearer.headers['x-html-cache']).toBeUndefined()
    expect(server.renders()).toBe(2)
  })

  it('stores only 200 answers of routes that opted in and that set no cookie', async () => {
    const server = await serverWith(createHtmlCache(), (_nonce, url) => ({
      status: url === '/missing' ? 404 : 200,
      cacheable: url !== '/dashboard',
      cookie: url === '/cookie' ? 'a=1' : undefined,
    }))
    close = () => server.app.close()
    for (const url of ['/missing', '/dashboard', '/cookie']) {
      await server.app.inject(url)
      const again = await server.app.inject(url)
      expect(again.headers['x-html-cache']).toBeUndefined()
    }
    expect(server.renders()).toBe(6)
  })

  it("sends pages it does not keep and a client navigation's data in one piece, with their length", async () => {
    const server = await serverWith(createHtmlCache(), () => ({ cacheable: false }))
    close = () => server.app.close()
    for (const url of ['/mila.data?page=2', '/dashboard']) {
      const answer = await server.app.inject(url)
      expect(answer.body).toContain(`of ${url}`)
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length)
      expect(answer.headers['transfer-encoding']).toBeUndefined()
    }
  })

  it('renders again after the time to live', async () => {
    let now = 1_000
    const server = await serverWith(createHtmlCache({ ttlMs: 30_000, now: () => now }), () => ({}))
    close = () => server.app.close()
    await server.app.inject('/mila')
    now += 29_000
    expect((await server.app.inject('/mila')).headers['x-html-cache']).toBe('hit')
    now += 2_000
    expect((await server.app.inject('/mila')).headers['x-html-cache']).toBe('miss')
  })
})

describe('createHtmlCache', () => {
  const page = (path: string, body = 'x') => ({ status: 200, headers: {}, body, path })

  it('drops the least recently used pages beyond its byte bound', () => {
    const probe = createHtmlCache()
    probe.set('a', page('/a', 'a'.repeat(400)))
    const maxBytes = Math.floor(probe.bytes * 4.5) // four pages fit, not five
    const cache = createHtmlCache({ maxBytes })
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(`/${key}`, key.repeat(400)))
    cache.get('a')
    cache.set('e', page('/e', 'e'.repeat(400)))
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd', 'e'].every((key) => cache.get(key))).toBe(true)
  })

  it('keeps at most 16 MB of pages by default, however many visitors search', () => {
    expect(HTML_CACHE_MAX_BYTES).toBe(16 * 1024 * 1024)
    const cache = createHtmlCache()
    // 600 one-off search pages of ~40 KB, plain and deflated for browsers (~24 MB): the oldest go.
    const text = (i: number) => Array.from({ length: 5000 }, (_, j) => ((i * 7919 + j * 104729) % 1000003).toString(36)).join(' ')
    for (let i = 0; i < 600; i++) {
      cache.set(`/mila?search=${i}`, page('/mila', text(i)))
      cache.compress(cache.get(`/mila?search=${i}`) as CachedPage)
    }
    expect(cache.stats.evictions).toBeGreaterThan(0)
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024 * 1024)
    expect(cache.get('/mila?search=599')).toBeDefined()
  })

  it('holds no more memory than its byte count says, however many nonces a page has', () => {
    // Text that compresses little, so each piece between two nonces is a few KB of deflate output.
    const text = (i: number) => Array.from({ length: 400 }, (_, j) => ((i * 7919 + j * 104729) % 1000003).toString(36)).join(' ')
    const html = Array.from({ length: 12 }, (_, i) => `<script nonce="${NONCE_PLACEHOLDER}">${text(i)}</script>`).join('')
    const cache = createHtmlCache()
    cache.set('/mila', page('/mila', html))
    const stored = cache.get('/mila') as CachedPage
    const plainBytes = cache.bytes
    cache.compress(stored)
    expect(cache.bytes).toBeGreaterThan(plainBytes)
    const { texts, pieces } = stored.segments
    const held = new Set([...texts, ...(pieces ?? [])].map((buffer) => buffer.buffer))
    const heldBytes = [...held].reduce((sum, memory) => sum + memory.byteLength, 0)
    expect(heldBytes).toBeLessThanOrEqual(cache.bytes)
  })

  it("drops a creator's pages and the lists of all creators, nothing else", () => {
    const cache = createHtmlCache()
    for (const path of ['/Mila', '/mila/shop', '/milano', '/trends', '/allinfluencers', '/about', '/omar']) cache.set(path, page(path))
    cache.invalidateCreator('mila')
    expect(['/Mila', '/mila/shop', '/trends', '/allinfluencers'].map((k) => cache.get(k))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(['/milano', '/about', '/omar'].every((k) => cache.get(k))).toBe(true)
  })

  it('drops everything when only an account id is known', () => {
    const cache = createHtmlCache()
    cache.set('/about', page('/about'))
    cache.invalidateCreator('0b6c5d7e-2a1f-4c3b-9d8e-7f6a5b4c3d2e')
    expect(cache.size).toBe(0)
  })

  it('does not keep a page whose render began before a creator changed something', () => {
    const cache = createHtmlCache()
    const renderBegan = cache.generation
    // The creator saves while the page renders: its loaders may have read the old data.
    cache.invalidateCreator('omar')
    cache.set('/mila', page('/mila', 'old intro'), renderBegan)
    expect(cache.get('/mila')).toBeUndefined()
    // A render that began after the change is kept.
    cache.set('/mila', page('/mila', 'new intro'), cache.generation)
    expect(cache.get('/mila')).toBeDefined()
  })
})

describe('withoutTracking', () => {
  it('drops click ids and campaign tags, keeps everything else in order', () => {
    expect(withoutTracking('/mila')).toBe('/mila')
    expect(withoutTracking('/mila?search=linen&page=2')).toBe('/mila?search=linen&page=2')
    expect(withoutTracking('/mila?utm_source=ig&search=linen&fbclid=x&page=2')).toBe('/mila?search=linen&page=2')
    expect(withoutTracking('/mila?fbclid=x')).toBe('/mila')
    expect(withoutTracking('/mila?xutm_source=1&mc_cidx=2')).toBe('/mila?xutm_source=1&mc_cidx=2')
    expect(withoutTracking('/mila?%E0%A4%A=1&gclid=2')).toBe('/mila?%E0%A4%A=1')
  })
})
