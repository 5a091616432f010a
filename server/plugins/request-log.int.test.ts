import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { requestLogLevel } from './request-log.ts'

/** The app's log lines as objects, at the given level. */
function capture(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { lines, logger: { level, stream } }
}

describe('request log', () => {
  const info = capture('info')
  const debug = capture('debug')
  let atInfo: TestApp
  let atDebug: TestApp
  beforeAll(async () => {
    atInfo = await createTestApp({ overrides: { logger: info.logger } })
    atDebug = await createTestApp({ overrides: { logger: debug.logger } })
  })
  afterAll(async () => {
    await atInfo.close()
    await atDebug.close()
  })

  const requests = (lines: Record<string, unknown>[]) => lines.filter((line) => 'statusCode' in line || 'req' in line || 'res' in line)

  it('writes one line per API call at info, and none for files', async () => {
    await atInfo.app.inject({ method: 'GET', url: '/api/nope?x=1' })
    await atInfo.app.inject({ method: 'GET', url: '/uploads/images/none/w320.webp' })
    expect(requests(info.lines)).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/api/nope?x=1',
        statusCode: 404,
        msg: expect.stringMatching(/^GET \/api\/nope\?x=1 404 \d+ ms$/),
      }),
    ])
  })

  it('shows files at debug', async () => {
    await atDebug.app.inject({ method: 'GET', url: '/uploads/images/none/w320.webp' })
    expect(requests(debug.lines)).toEqual([expect.objectContaining({ level: 20, url: '/uploads/images/none/w320.webp', statusCode: 404 })])
  })

  it('tells pages and API calls from files and health probes', () => {
    for (const url of ['/', '/mila.styles', '/mila.styles/shop', '/api/public/profile/x', '/trends?q=a.b'])
      expect(requestLogLevel(url)).toBe('info')
    for (const url of [
      '/assets/root-abc.js',
      '/uploads/images/x/w640.webp',
      '/favicon.ico',
      '/fonts/inter.woff2',
      '/api/health',
      '/api/health/live',
    ])
      expect(requestLogLevel(url)).toBe('debug')
  })
})
