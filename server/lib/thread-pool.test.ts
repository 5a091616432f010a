import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { fromRoot } from '../paths.ts'
import { createThreadPool } from './thread-pool.ts'

const HOSTILE = fromRoot('tests/fixtures/hostile-thread.ts')
const pool = (extra: { size?: number; queue?: number; idleMs?: number; file?: string } = {}) =>
  createThreadPool<string, { echo: string }>({ file: HOSTILE, size: 1, queue: 8, idleMs: 60_000, ...extra })

describe('thread pool', () => {
  it('answers tasks on one lazily started thread, reused from task to task', async () => {
    const threads = pool()
    expect(threads.threads).toBe(0)
    expect(await threads.run('a', 10_000)).toMatchObject({ ok: true, value: { echo: 'a' } })
    expect(await threads.run('b', 10_000)).toMatchObject({ ok: true, value: { echo: 'b' } })
    expect(threads.threads).toBe(1)
    await threads.close()
    expect(threads.threads).toBe(0)
  })

  it('ends a thread that runs past its budget, and the next task gets a fresh one', async () => {
    const threads = pool()
    const [spun, after] = await Promise.all([threads.run('spin', 300), threads.run('after', 10_000)])
    expect(spun).toEqual({ ok: false, failure: 'budget', detail: '300 ms' })
    expect(after).toMatchObject({ ok: true, value: { echo: 'after' } })
    await threads.close()
  })

  it('takes an answer that arrived in time even when its own event loop was too busy to see it', async () => {
    const threads = pool()
    await threads.run('warm', 10_000)
    const outcome = threads.run('slow', 300)
    // The pool's thread answers after 100 ms while this event loop is held for 600 ms after its
    // poll phase: on the next turn the budget's timer runs before the answer is read from the port.
    setImmediate(() => {
      for (const until = Date.now() + 600; Date.now() < until; );
    })
    expect(await outcome).toMatchObject({ ok: true, value: { echo: 'slow' } })
    await threads.close()
  })

  it.each(['throw', 'exit'])('reports a thread that fails (%s) as failed and keeps serving', async (task) => {
    const threads = pool()
    const failed = await threads.run(task, 10_000)
    expect(failed).toMatchObject({ ok: false, failure: 'failed' })
    expect(await threads.run('next', 10_000)).toMatchObject({ ok: true, value: { echo: 'next' } })
    await threads.close()
  })

  it('starts a fresh thread after one died between tasks (an error nobody caught)', async () => {
    const threads = pool()
    expect(await threads.run('crash', 10_000)).toMatchObject({ ok: true })
    await expect.poll(() => threads.threads).toBe(0)
    expect(await threads.run('next', 10_000)).toMatchObject({ ok: true, value: { echo: 'next' } })
    await threads.close()
  })

  it('reports a thread that outgrows its heap as failed', async () => {
    const threads = createThreadPool<string, unknown>({
      file: HOSTILE,
      size: 1,
      queue: 1,
      idleMs: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    })
    expect(await threads.run('grow', 20_000)).toMatchObject({ ok: false, failure: 'failed' })
    await threads.close()
  })

  it('reports a thread that cannot start as failed', async () => {
    const threads = pool({ file: fromRoot('tests/fixtures/no-such-thread.ts') })
    expect(await threads.run('a', 10_000)).toMatchObject({ ok: false, failure: 'failed' })
    await threads.close()
  })

  it('answers busy at once beyond its queue, under a burst', async () => {
    const threads = pool({ queue: 3 })
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => threads.run(`t${i}`, 10_000)))
    // One task on the thread, three waiting; the other six are refused without waiting.
    expect(outcomes.filter((o) => o.ok)).toHaveLength(4)
    expect(outcomes.filter((o) => !o.ok && o.failure === 'busy')).toHaveLength(6)
    await threads.close()
  })

  it('runs at most `size` threads at once', async () => {
    const threads = pool({ size: 2 })
    const outcomes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((task) => threads.run(task, 10_000)))
    expect(outcomes.every((o) => o.ok)).toBe(true)
    expect(threads.threads).toBe(2)
    await threads.close()
  })

  it('ends a thread left idle', async () => {
    const threads = pool({ idleMs: 50 })
    await threads.run('a', 10_000)
    expect(threads.threads).toBe(1)
    await delay(200)
    expect(threads.threads).toBe(0)
  })
})
