import { lookup } from 'node:dns/promises'
import type { LinkCheckerOptions } from './checker/link-checker.ts'

/** The demo shop's host name: browsers send *.localhost to this machine without any DNS. */
export const DEMO_SHOP_HOST = 'demo-shop.localhost'

/**
 * Development only: lets the checker reach the app's own demo shop (on loopback, at the app's
 * port) so a newcomer sees every verdict without internet. Nothing else on loopback is allowed.
 */
export function demoShopOptions(publicUrl: string): Pick<LinkCheckerOptions, 'resolve' | 'allowAlso'> {
  const port = new URL(publicUrl).port || '80'
  const isDemo = (url: URL) => url.hostname === DEMO_SHOP_HOST && (url.port || '80') === port && url.protocol === 'http:'
  return {
    resolve: async (hostname) =>
      hostname === DEMO_SHOP_HOST ? ['127.0.0.1'] : (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address),
    allowAlso: (address, url) => address === '127.0.0.1' && isDemo(url),
  }
}

/** The demo shop's address for a page, as demo content links to it. */
export function demoShopUrl(publicUrl: string, path: string) {
  const url = new URL(publicUrl)
  return `http://${DEMO_SHOP_HOST}:${url.port || '80'}${path}`
}
