import { lookup } from 'node:dns/promises'
import type { FastifyPluginAsync } from 'fastify'
import type { LinkCheckerOptions } from './checker/link-checker.ts'

/** The demo shop's pages, one per verdict a newcomer should see. */
export const DEMO_SHOP_PATHS = [
  '/dev/demo-shop/products/linen-shirt',
  '/dev/demo-shop/products/silk-scarf',
  '/dev/demo-shop/products/retired-sandals',
  '/dev/demo-shop/products/missing-bag',
  '/dev/demo-shop/go/summer-dress?tag=looktag-21',
] as const

/** A demo tag's link: the app's own demo shop, on the address the app answers on. */
export function demoShopLink(publicUrl: string, index: number) {
  return new URL(DEMO_SHOP_PATHS[index % DEMO_SHOP_PATHS.length]!, publicUrl).href
}

/**
 * Development only: lets the checker reach the app's own demo shop on loopback (its pages, and the
 * home page a retired product redirects to) so a newcomer sees every verdict without internet.
 * Nothing else on loopback is allowed.
 */
export function demoShopOptions(publicUrl: string): Pick<LinkCheckerOptions, 'resolve' | 'allowAlso'> {
  const own = new URL(publicUrl)
  const isDemo = (url: URL) => url.host === own.host && (url.pathname.startsWith('/dev/demo-shop/') || url.pathname === '/')
  return {
    resolve: async (hostname) =>
      hostname === own.hostname && hostname === 'localhost'
        ? ['127.0.0.1']
        : (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address),
    allowAlso: (address, url) => (address === '127.0.0.1' || address === '::1') && isDemo(url),
  }
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Demo shop</title>${head}</head><body><h1>${title}</h1>${body}</body></html>`
/** A demo product page's schema.org Product, the way shops write it (decision 0083: the tag's card reads it). */
const product = (name: string, price: string, availability: string, picture: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    brand: { '@type': 'Brand', name: 'Demo Atelier' },
    image: [`/dev/demo-shop/images/${picture}.png`],
    offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability: `https://schema.org/${availability}` },
  })}</script>`

/** A product picture in one colour, made once (the demo shop has no files of its own). */
const pictures = new Map<string, Promise<Buffer>>()
function picture(colour: string) {
  let made = pictures.get(colour)
  if (!made) {
    made = import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    )
    pictures.set(colour, made)
  }
  return made
}
const PICTURE_COLOURS: Record<string, string> = { 'linen-shirt': '#d8c8a8', 'silk-scarf': '#b0446c' }

/** The demo shop (development, this machine only): a product, a sold-out one, a retired one, a 404, a tracking-dropping redirect. */
export const demoShopRoutes: FastifyPluginAsync = async (app) => {
  const html = { 'content-type': 'text/html; charset=utf-8' }
  const local = { onRequest: app.requireLocalDevClient, schema: { hide: true } }
  app.get('/dev/demo-shop/products/linen-shirt', local, async (_req, reply) =>
    reply.headers(html).send(page('Linen shirt', '<p>€49 · In stock</p>', product('Linen shirt', '49.00', 'InStock', 'linen-shirt'))),
  )
  app.get('/dev/demo-shop/products/silk-scarf', local, async (_req, reply) =>
    reply.headers(html).send(page('Silk scarf', '<p>Sold out</p>', product('Silk scarf', '89.00', 'OutOfStock', 'silk-scarf'))),
  )
  app.get<{ Params: { name: string } }>('/dev/demo-shop/images/:name.png', local, async (req, reply) => {
    const colour = PICTURE_COLOURS[req.params.name]
    if (!colour) return reply.code(404).send()
    return reply.header('content-type', 'image/png').send(await picture(colour))
  })
  app.get('/dev/demo-shop/products/retired-sandals', local, async (_req, reply) => reply.redirect('/', 301))
  app.get('/dev/demo-shop/products/missing-bag', local, async (_req, reply) => reply.code(404).headers(html).send(page('Not found', '')))
  app.get('/dev/demo-shop/go/summer-dress', local, async (_req, reply) => reply.redirect('/dev/demo-shop/products/linen-shirt', 302))
}
