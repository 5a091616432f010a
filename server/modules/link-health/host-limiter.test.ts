import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHostLimiter } from './host-limiter.ts'
import { createLinkHealthModule } from './index.ts'

describe('host limiter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps each host within its concurrency and pace, other hosts unaffected', async () => {
    const reported: [string, number][] = []
    const limiter = createHostLimiter({ concurrency: 2, intervalMs: 1_000 }, undefined, (host, at) => reported.push([host, at]))
    const starts: Record<string, number[]> = { a: [], b: [] }
    let active = 0
    let most = 0
    const task = async (host: 'a' | 'b') => {
      const release = await limiter.gate(host)
      starts[host]!.push(Date.now())
      if (host === 'a') most = Math.max(most, ++active)
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      if (host === 'a') active--
      release()
    }
    const all = Promise.all([...Array.from({ length: 6 }, () => task('a')), task('b')])
    await vi.runAllTimersAsync()
    await all
    expect(most).toBeLessThanOrEqual(2)
    const gaps = starts.a!.slice(1).map((at, i) => at - starts.a![i]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000)
    expect(starts.b![0]).toBe(starts.a![0])
    // Every start is reported as it is allowed, on the limiter's clock.
    expect(reported.filter(([host]) => host === 'a').map(([, at]) => at)).toEqual(starts.a)
  })
})

describe('link checker test switch', () => {
  it('is refused in production', () => {
    expect(() => createLinkHealthModule({ config: { production: true }, overrides: { linkChecker: {} } } as never)).toThrow(
      /refused in production/,
    )
  })
})
