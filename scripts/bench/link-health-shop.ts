/**
 * The shops of the link-health bench, in a worker thread of the bench's process: every host name
 * is answered here, and each host's request arrivals are recorded where they land, away from the
 * checker's event loop (a busy checker thread would otherwise delay its own shops' accepts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parentPort } from 'node:worker_threads'

const PRODUCT = Buffer.from(
  `<!doctype html><html><head><title>Product</title><script type="application/ld+json">{"@type":"Product","offers":{"availability":"https://schema.org/InStock"}}</script></head><body>${'<div class="c"><p>Linen shirt, €49.</p><a href="/x">more</a></div>'.repeat(800)}</body></html>`,
)
const SOLD = Buffer.from(PRODUCT.toString().replace('InStock', 'OutOfStock'))
const HTML = { 'content-type': 'text/html; charset=utf-8' }

export type HostArrivals = { most: number; arrivals: number[] }

const perHost = new Map<string, HostArrivals & { active: number }>()
const server = http.createServer((req, res) => {
  const host = (req.headers.host ?? '').split(':')[0]!
  let state = perHost.get(host)
  if (!state) {
    state = { active: 0, most: 0, arrivals: [] }
    perHost.set(host, state)
  }
  const current = state
  current.arrivals.push(performance.timeOrigin + performance.now())
  current.most = Math.max(current.most, ++current.active)
  res.on('close', () => current.active--)
  const path = req.url ?? '/'
  if (path.startsWith('/gone')) return res.writeHead(404).end()
  if (path.startsWith('/retired')) return res.writeHead(301, { location: '/' }).end()
  res.writeHead(200, HTML).end(path.startsWith('/sold') ? SOLD : PRODUCT)
})
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  parentPort!.postMessage({ port: (server.address() as AddressInfo).port, bytes: PRODUCT.length })
})
parentPort!.on('message', () => {
  server.closeAllConnections()
  server.close()
  parentPort!.postMessage({ hosts: [...perHost.values()].map(({ most, arrivals }) => ({ most, arrivals })) })
})
