import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBatcher } from './event-batcher.ts'

describe('event batcher', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(options: { maxBatch?: number; maxBuffered?: number; fail?: boolean } = {}) {
    const batches: number[][] = []
    const errors: number[] = []
    const batcher = createBatcher<number>({
      key: (n) => String(n),
      intervalMs: 250,
      maxBatch: options.maxBatch ?? 200,
      maxBuffered: options.maxBuffered,
      write: async (items) => {
        if (options.fail) throw new Error('database down')
        batches.push(items)
      },
      onError: (_error, dropped) => errors.push(dropped),
    })
    return { batcher, batches, errors }
  }

  it('writes what arrived within 250 ms as one batch', async () => {
    vi.useFakeTimers()
    const { batcher, batches } = setup()
    for (const n of [1, 2, 3]) batcher.add(n)
    await vi.advanceTimersByTimeAsync(249)
    expect(batches).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(batches).toEqual([[1, 2, 3]])
  })

  it('writes at once when a batch is full, and never writes a duplicate twice in one batch', async () => {
    const { batcher, batches } = setup({ maxBatch: 3 })
    expect(batcher.add(1)).toBe(true)
    expect(batcher.add(1)).toBe(false)
    batcher.add(2)
    batcher.add(3)
    await batcher.flush()
    expect(batches).toEqual([[1, 2, 3]])
  })

  it('flush() writes everything buffered so far, in chunks of maxBatch', async () => {
    const { batcher, batches } = setup({ maxBatch: 2, maxBuffered: 10 })
    for (let n = 0; n < 5; n++) batcher.add(n)
    await batcher.flush()
    expect(batches).toEqual([[0, 1], [2, 3], [4]])
    await batcher.flush()
    expect(batches).toHaveLength(3)
  })

  it('drops new items beyond maxBuffered and keeps going after a failed write', async () => {
    const { batcher, errors } = setup({ maxBuffered: 2, maxBatch: 10, fail: true })
    batcher.add(1)
    batcher.add(2)
    expect(batcher.add(3)).toBe(false)
    await batcher.flush()
    expect(errors).toEqual([2])
    expect(batcher.size).toBe(0)
    expect(batcher.add(4)).toBe(true)
  })
})
