import { once } from 'node:events'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { captureAnswer, ceiling, startBareServer } from './ceilings.ts'

/** What an app answered: a gzipped page with its own headers, and a 204 to a POST. */
const PAGE = '<!doctype html><p>cached page</p>'.repeat(200)

async function withApp<T>(use: (base: string) => Promise<T>): Promise<T> {
  const app = createServer((req, res) => {
    if (req.method === 'POST') return void res.writeHead(204, { 'x-from': 'app' }).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'x-html-cache': 'hit' })
    res.end(gzipSync(PAGE))
  })
  app.listen(0, '127.0.0.1')
  await once(app, 'listening')
  try {
    return await use(`http://127.0.0.1:${(app.address() as AddressInfo).port}`)
  } finally {
    app.close()
  }
}

/** A request's status, raw headers and body bytes, nothing decoded. */
function raw(url: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('the bare server', () => {
  it('answers the bytes the app sent, at the path it is given, compressed as they were', async () => {
    const answers = await withApp(async (base) => [
      await captureAnswer(base, { path: '/creator?search=x', headers: { 'accept-encoding': 'gzip' }, barePath: '/goal-0' }),
      await captureAnswer(base, { method: 'POST', path: '/api/beacon', barePath: '/goal-1' }),
    ])
    const bare = await startBareServer(answers)
    try {
      const page = await raw(`${bare.base}/goal-0?search=anything`)
      expect(page.status).toBe(200)
      expect(page.headers['content-encoding']).toBe('gzip')
      expect(page.headers['x-html-cache']).toBe('hit')
      expect(gunzipSync(page.body).toString()).toBe(PAGE)
      const beacon = await raw(`${bare.base}/goal-1`, 'POST')
      expect(beacon.status).toBe(204)
      expect(beacon.headers['x-from']).toBe('app')
      expect((await raw(`${bare.base}/elsewhere`)).status).toBe(404)
    } finally {
      await bare.stop()
    }
  })
})

describe('ceiling', () => {
  it('is hello world’s cost over hello world’s plus the unavoidable extra', () => {
    expect(ceiling(0.04, 0)).toBe(1)
    expect(ceiling(0.04, 0.04)).toBe(0.5)
    expect(ceiling(0.04, 0.16)).toBeCloseTo(0.2)
    // A target measured cheaper than hello world (noise) is capped at 1, never above.
    expect(ceiling(0.04, -0.01)).toBe(1)
  })
})
