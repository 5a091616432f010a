import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileSoldOutPages } from '../../../../tests/fixtures/hostile-pages.ts'
import { page, redirect, startTestShop } from '../../../../tests/fixtures/link-shop.ts'
import { fromRoot } from '../../../paths.ts'
import { createLinkChecker } from './link-checker.ts'
import { createPageReader } from './page-reader.ts'

const product = (extra = '') => `<html><head><title>Linen shirt</title>${extra}</head><body><h1>Linen shirt</h1><p>€49</p></body></html>`
const jsonLd = (availability: string) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', offers: { '@type': 'Offer', availability } })}</script>`

// ~50 KB on the wire, 50 MB when unpacked; the words come after the first 512 KB.
const bomb = gzipSync(Buffer.concat([Buffer.alloc(50 * 1024 * 1024, ' '), Buffer.from('sold out')]))
let shop: Awaited<ReturnType<typeof startTestShop>>
let hits = 0
const hostile = Object.values(hostileSoldOutPages())
/** A reader whose thread spins, exits or answers as the page's text says (tests/fixtures/hostile-thread.ts). */
const hostileReader = createPageReader({ file: fromRoot('tests/fixtures/hostile-thread.ts') })

beforeAll(async () => {
  shop = await startTestShop({
    '/': page('<h1>Welcome to our shop</h1>'),
    '/search': page('<h1>Results</h1>'),
    '/p/shirt': page(product(jsonLd('https://schema.org/InStock'))),
    '/p/head-refused': (req, res) => {
      if (req.method === 'HEAD') res.writeHead(405).end()
      else page(product())(req, res)
    },
    '/p/gone': page('Gone', 410),
    '/p/error': page('Oops', 503),
    '/p/forbidden': page('Denied', 403),
    '/p/slow-down': page('Slow down', 429),
    '/p/retired': redirect('/'),
    '/p/retired-search': redirect('/search?q=linen+shirt', 302),
    '/p/sold-json': page(product(jsonLd('http://schema.org/OutOfStock'))),
    '/p/sold-microdata': page(
      `<div itemscope itemtype="https://schema.org/Offer"><link itemprop="availability" href="https://schema.org/SoldOut"></div>`,
    ),
    '/p/sold-meta': page(product('<meta property="product:availability" content="out of stock">')),
    '/p/ausverkauft': page('<p>Dieser Artikel ist leider <b>ausverkauft</b>.</p>'),
    '/p/arabic': page('<p dir="rtl">هذا المنتج غير متوفر حالياً</p>'),
    '/p/in-stock-others-sold': page(`${product(jsonLd('InStock'))}<aside>Related: Sold out</aside>`),
    '/p/script-words': page(`${product()}<script>const label = "Sold out"</script>`),
    '/p/tagged': redirect('/p/shirt'),
    '/p/tagged-kept': redirect('/p/shirt?tag=creator-21'),
    '/loop': redirect('/loop'),
    '/p/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/p/to-file': redirect('file:///etc/passwd'),
    '/p/to-credentials': redirect('http://user:secret@shop.test/p/shirt'),
    '/p/counted': (req, res) => {
      hits++
      page(product())(req, res)
    },
    '/hang': () => undefined,
    '/drip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.flushHeaders()
      res.write('<p>Linen shirt</p>')
      const timer = setInterval(() => res.write('.'), 50)
      res.on('close', () => clearInterval(timer))
    },
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      let sent = 0
      const pump = () => {
        while (sent < 200 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end('sold out')
      }
      res.on('close', () => {
        sent = Number.POSITIVE_INFINITY
      })
      pump()
    },
    '/bomb': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb)
    },
    ...Object.fromEntries(hostile.map((hostilePage, i) => [`/hostile/${i}`, page(hostilePage.html)])),
    '/p/spin': page('spin'),
    '/p/exit': page('exit'),
    '/small-gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync('<p>Sold out</p>'))
    },
  })
})

afterAll(async () => {
  await shop.close()
  await hostileReader.close()
})

describe('link checker verdicts', () => {
  it('calls a product page that answers 200 and is in stock healthy, with the final URL', async () => {
    const checked = await shop.checker().check(shop.url('/p/shirt'))
    expect(checked.verdict).toBe('healthy')
    expect(checked.finalUrl).toBe(shop.url('/p/shirt'))
    expect(checked.evidence.hops.map((h) => [h.method, h.status])).toEqual([
      ['HEAD', 200],
      ['GET', 200],
    ])
  })

  it('sends a browser-like User-Agent that names the link checker', async () => {
    await shop.checker().check(shop.url('/p/shirt'))
    expect(shop.requests.at(-1)!.userAgent).toMatch(/^Mozilla\/5\.0 .*LooktagLinkChecker/)
  })

  it('uses GET where HEAD is refused', async () => {
    const checked = await shop.checker().check(shop.url('/p/head-refused'))
    expect(checked.verdict).toBe('healthy')
    expect(checked.evidence.hops.map((h) => [h.method, h.status])).toEqual([
      ['HEAD', 405],
      ['GET', 200],
    ])
  })

  it('calls 404 and 410 broken', async () => {
    expect((await shop.checker().check(shop.url('/p/missing'))).evidence).toMatchObject({ reason: 'not_found' })
    const gone = await shop.checker().check(shop.url('/p/gone'))
    expect([gone.verdict, gone.evidence.reason]).toEqual(['broken', 'gone'])
  })

  it('calls a server error broken only when the previous check saw one too', async () => {
    const first = await shop.checker().check(shop.url('/p/error'))
    expect([first.verdict, first.evidence.reason]).toEqual(['unverified', 'server_error'])
    const second = await shop.checker().check(shop.url('/p/error'), { reason: first.evidence.reason })
    expect([second.verdict, second.evidence.reason]).toEqual(['broken', 'server_error_again'])
  })

  it('calls 403 and 429 blocked, not broken', async () => {
    expect((await shop.checker().check(shop.url('/p/forbidden'))).verdict).toBe('blocked')
    expect((await shop.checker().check(shop.url('/p/slow-down'))).evidence).toMatchObject({ reason: 'rate_limited' })
  })

  it('records the redirect chain of a retired product sent to the home page or a search', async () => {
    const home = await shop.checker().check(shop.url('/p/retired'))
    expect([home.verdict, home.evidence.reason, home.finalUrl]).toEqual(['gone_home', 'home_page', shop.url('/')])
    expect(home.evidence.hops[0]).toEqual({ url: shop.url('/p/retired'), method: 'HEAD', status: 301, location: '/' })
    const search = await shop.checker().check(shop.url('/p/retired-search'))
    expect([search.verdict, search.evidence.reason]).toEqual(['gone_home', 'search_page'])
  })

  it('does not call a link to the home page gone home', async () => {
    expect((await shop.checker().check(shop.url('/'))).verdict).toBe('healthy')
  })

  it.each([
    ['/p/sold-json', 'availability_data', 'http://schema.org/OutOfStock'],
    ['/p/sold-microdata', 'availability_data', 'https://schema.org/SoldOut'],
    ['/p/sold-meta', 'availability_meta', 'out of stock'],
    ['/p/ausverkauft', 'sold_out_words', 'ausverkauft'],
    ['/p/arabic', 'sold_out_words', 'غير متوفر'],
    ['/small-gzip', 'sold_out_words', 'sold out'],
  ])('reads sold out from %s', async (path, reason, detail) => {
    const checked = await shop.checker().check(shop.url(path))
    expect([checked.verdict, checked.evidence.reason, checked.evidence.detail]).toEqual(['sold_out', reason, detail])
  })

  it('trusts structured data over words about other products, and ignores words in scripts', async () => {
    expect((await shop.checker().check(shop.url('/p/in-stock-others-sold'))).verdict).toBe('healthy')
    expect((await shop.checker().check(shop.url('/p/script-words'))).verdict).toBe('healthy')
  })

  it('calls an affiliate parameter dropped by a redirect tracking lost', async () => {
    const lost = await shop.checker().check(shop.url('/p/tagged?tag=creator-21&color=blue'))
    expect([lost.verdict, lost.evidence.detail]).toEqual(['tracking_lost', 'tag'])
    expect((await shop.checker().check(shop.url('/p/tagged-kept?tag=creator-21'))).verdict).toBe('healthy')
  })
})

describe('link checker against hostile pages', () => {
  it('stops after 8 redirects', async () => {
    const checked = await shop.checker().check(shop.url('/loop'))
    expect([checked.verdict, checked.evidence.reason]).toEqual(['broken', 'too_many_redirects'])
    expect(checked.evidence.hops).toHaveLength(9)
    expect(checked.evidence.hops.every((hop) => hop.status === 301)).toBe(true)
  })

  it('gives up on a page that never answers: could not verify', async () => {
    const checked = await shop.checker({ timeoutMs: 300 }).check(shop.url('/hang'))
    expect([checked.verdict, checked.evidence.reason]).toEqual(['unverified', 'timeout'])
  })

  it('judges a page that trickles forever on what arrived in time', async () => {
    const checked = await shop.checker({ timeoutMs: 400 }).check(shop.url('/drip'))
    expect(checked.evidence).toMatchObject({ reason: 'ok' })
  })

  it('reads at most 512 KB of a huge page', async () => {
    const checked = await shop.checker().check(shop.url('/huge'))
    expect(checked.verdict).toBe('healthy')
  })

  it.each(hostile.map((hostilePage, i) => [i, hostilePage.detail]))(
    'reads hostile page %i (issue #48) to its end and finds the notice after it',
    async (i, detail) => {
      const checked = await shop.checker().check(shop.url(`/hostile/${i}`))
      expect([checked.verdict, checked.evidence.detail]).toEqual(['sold_out', detail])
    },
  )

  it('abandons a page whose reading runs past its budget, and one whose reader fails: could not verify', async () => {
    const checker = shop.checker({ reader: hostileReader, pageBudgetMs: 300 })
    const spun = await checker.check(shop.url('/p/spin'))
    expect([spun.verdict, spun.evidence.reason, spun.evidence.detail]).toEqual(['unverified', 'page_unreadable', 'budget'])
    expect((await checker.check(shop.url('/p/exit'))).evidence).toMatchObject({ reason: 'page_unreadable', detail: 'failed' })
    // The reader started a fresh thread: the next page is read.
    expect((await checker.check(shop.url('/p/shirt'))).verdict).toBe('healthy')
  })

  it('counts unpacked bytes of a gzip bomb and stops at 512 KB', async () => {
    const before = process.memoryUsage().rss
    const checked = await shop.checker().check(shop.url('/bomb'))
    expect(checked.verdict).toBe('healthy')
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
  })
})

describe('link checker safety', () => {
  it('refuses loopback, private, link-local and metadata addresses without the test switch', async () => {
    const resolve = async () => ['127.0.0.1']
    const checked = await createLinkChecker({ resolve, online: async () => true }).check(shop.url('/p/counted'))
    expect([checked.verdict, checked.evidence.reason]).toEqual(['unverified', 'refused_address'])
    for (const address of ['10.1.2.3', '169.254.169.254', '100.64.0.1', 'fd00::1', '::ffff:127.0.0.1']) {
      const other = await createLinkChecker({ resolve: async () => [address], online: async () => true }).check('http://x.test/p')
      expect(other.evidence).toMatchObject({ reason: 'refused_address', detail: address })
    }
    expect(hits).toBe(0)
  })

  it('refuses a host when any of its addresses is private', async () => {
    const checker = createLinkChecker({ resolve: async () => ['93.184.215.14', '192.168.1.1'], online: async () => true })
    expect((await checker.check('https://mixed.test/p')).evidence.reason).toBe('refused_address')
  })

  it('checks every hop: a redirect to the metadata address, a file or credentials is refused', async () => {
    const metadata = await shop.checker().check(shop.url('/p/to-metadata'))
    expect(metadata.evidence).toMatchObject({ reason: 'refused_address', detail: '169.254.169.254' })
    expect((await shop.checker().check(shop.url('/p/to-file'))).evidence.reason).toBe('refused_url')
    expect((await shop.checker().check(shop.url('/p/to-credentials'))).evidence.reason).toBe('refused_url')
  })

  it('refuses links with credentials or other schemes without a request', async () => {
    const count = shop.requests.length
    for (const link of [`http://a:b@shop.test:${shop.port}/p/shirt`, 'ftp://shop.test/file', 'javascript:alert(1)', 'not a url']) {
      expect((await shop.checker().check(link)).evidence.reason).toBe('refused_url')
    }
    expect(shop.requests.length).toBe(count)
  })

  it('calls a host that does not resolve broken, unless the internet itself is unreachable', async () => {
    const online = await shop.checker().check('https://no-such-shop.example/p/1')
    expect([online.verdict, online.evidence.reason]).toEqual(['broken', 'dns'])
    const offline = await shop.checker({ online: async () => false }).check('https://no-such-shop.example/p/1')
    expect([offline.verdict, offline.evidence.reason]).toEqual(['unverified', 'offline'])
  })

  it('calls a failed TLS handshake broken', async () => {
    const checked = await shop.checker().check(`https://shop.test:${shop.port}/p/shirt`)
    expect([checked.verdict, checked.evidence.reason]).toEqual(['broken', 'tls'])
  })
})
