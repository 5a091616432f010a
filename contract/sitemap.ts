import { endpoint } from './endpoint.ts'

/** For search engines, not API calls: left out of the API document. Cached for an hour. */
export const sitemapApi = {
  robots: endpoint({
    method: 'GET',
    path: '/robots.txt',
    access: 'public',
    tag: 'sitemap',
    summary: 'Rules for crawlers, naming the sitemap',
    response: null,
    produces: 'text/plain',
    hidden: true,
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    access: 'public',
    tag: 'sitemap',
    summary: 'The public pages and creator pages',
    response: null,
    produces: 'application/xml',
    hidden: true,
  }),
}
