import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { REPORT_CONFIRMS_PER_CLIENT_MINUTE, REPORTS_PER_CLIENT_MINUTE } from '../../contract/moderation.ts'
import { formPostLimit } from './web-form-post.ts'

/** The form posts' limits under a burst, with the rate limiter the app registers (security.ts). */
describe('form post limits', () => {
  /** The default global limit (600 a minute), at which the figures are stated. */
  async function formApp() {
    const app = Fastify()
    await app.register(rateLimit, { global: false })
    app.post('/*', { config: { rateLimit: formPostLimit({ rateLimitMax: 600 }) } }, async () => ({ ok: true }))
    return app
  }
  /**
   * Posts one after another within the minute: the in-memory store used here counts every post of
   * a Promise.all burst before it compares, so a concurrent burst would refuse all of them.
   */
  async function burst(app: Awaited<ReturnType<typeof formApp>>, urls: string[]) {
    const statuses: number[] = []
    for (const url of urls) statuses.push((await app.inject({ method: 'POST', url, remoteAddress: '203.0.113.40' })).statusCode)
    return statuses
  }

  it('the report form takes the report API’s figure; a burst beyond it is refused', async () => {
    const app = await formApp()
    const statuses = await burst(app, [
      ...Array.from({ length: REPORTS_PER_CLIENT_MINUTE }, () => '/report'),
      '/report.data',
      '/report?item=look',
    ])
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORTS_PER_CLIENT_MINUTE)
    expect(statuses.slice(-2)).toEqual([429, 429])
    await app.close()
  })

  it('the confirm page counts as one page whatever its token, with the confirm API’s figure', async () => {
    const app = await formApp()
    const urls = Array.from({ length: REPORT_CONFIRMS_PER_CLIENT_MINUTE + 1 }, (_, i) => `/report/confirm/token-${i}`)
    const statuses = await burst(app, urls)
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORT_CONFIRMS_PER_CLIENT_MINUTE)
    expect(statuses.at(-1)).toBe(429)
    await app.close()
  })
})
