import { shopIsOffered } from '../../../contract/shop.ts'
import type { Database } from '../../db/client.ts'
import { type CacheRegistry, createCacheRegistry } from '../../lib/cache.ts'
import { createSitemapRepository, type SitemapRepository } from './sitemap.repository.ts'

/** Pages for everyone, in the order a search engine should weigh them; accounts, dashboards and checkouts never. */
export const STATIC_PAGES = [
  '/',
  '/trends',
  '/allinfluencers',
  '/pricing',
  '/about',
  '/news',
  '/contact',
  '/imprint',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
]

/**
 * Private pages (accounts, dashboards, checkouts, receipts) and the API: never crawled. A page's
 * name ends in `$` (matched whole, as the major crawlers read it), so no creator whose name merely
 * starts the same way (/shopaholic, /profiles.daily) is hidden with it.
 */
export const DISALLOWED = [
  '/api/',
  '/admin$',
  '/dashboard$',
  '/profile$',
  '/subscription$',
  '/ai-twin$',
  '/campaign$',
  '/shop$',
  '/shop/',
  '/checkout/',
  '/thank-you$',
  '/reset-password/',
  '/request-reset$',
  '/register-success$',
  '/dev/',
]

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
const MAX_URLS = 50_000

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/**
 * robots.txt and sitemap.xml. The sitemap is built once and kept until a creator changes
 * (`creator_changed`, the public pages' cache invalidation, from any process) or an hour passes.
 */
export function createSitemapService({
  db,
  publicUrl,
  repo = createSitemapRepository(),
  now = Date.now,
  caches = createCacheRegistry(),
}: {
  db: Database
  publicUrl: string
  repo?: SitemapRepository
  now?: () => number
  caches?: CacheRegistry
}) {
  const built = caches.cache<Promise<string>>('sitemap', ['creator', 'site'], { max: 1, ttlMs: 3_600_000, now })

  async function build() {
    const creators = await repo.publicCreators(db, MAX_URLS)
    const urls: { loc: string; lastmod?: Date }[] = STATIC_PAGES.map((page) => ({ loc: page }))
    for (const creator of creators) {
      const page = `/${encodeURIComponent(creator.username)}`
      urls.push({ loc: page, lastmod: creator.updatedAt })
      if (shopIsOffered(creator) && !creator.shopSuspended) urls.push({ loc: `${page}/shop`, lastmod: creator.updatedAt })
    }
    const entries = urls
      .slice(0, MAX_URLS)
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeXml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
      )
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
  }

  return {
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n')
    },
    sitemap: (): Promise<string> => built.getOrLoad('', build),
  }
}

export type SitemapService = ReturnType<typeof createSitemapService>
