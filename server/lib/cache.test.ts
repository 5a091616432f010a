import { describe, expect, it } from 'vitest'
import { createCache, createCacheRegistry, loadOnce, memoize } from './cache.ts'

describe('createCache', () => {
  it('keeps at most `max` entries, least recently used out first', () => {
    const evicted: string[] = []
    const cache = createCache<number>({ max: 2, onEvict: (key) => evicted.push(key) })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // now b is the least recently used
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3])
    expect(evicted).toEqual(['b'])
    expect(cache.size).toBe(2)
  })

  it('evicts in insertion order without lru, and bounds the summed size with sizeOf', () => {
    const fifo = createCache<number>({ max: 2, lru: false })
    fifo.set('a', 1)
    fifo.set('b', 2)
    fifo.get('a')
    fifo.set('c', 3)
    expect(fifo.peek('a')).toBeUndefined()
    expect(fifo.peek('b')).toBe(2)

    const sized = createCache<string>({ max: 10, sizeOf: (value) => value.length })
    sized.set('a', 'xxxx')
    sized.set('b', 'yyyy')
    expect(sized.total).toBe(8)
    sized.set('c', 'zzzz')
    expect(sized.peek('a')).toBeUndefined()
    expect(sized.total).toBe(8)
    // Stored again with a new size (a value that grew): counted anew.
    sized.set('b', 'yyyyyy')
    expect([sized.peek('c'), sized.peek('b'), sized.total]).toEqual(['zzzz', 'yyyyyy', 10])
  })

  it('serves an entry for its time to live, a per-entry one when set gives it', () => {
    let time = 0
    const cache = createCache<string>({ max: 10, ttlMs: 100, now: () => time })
    cache.set('a', 'default')
    cache.set('b', 'short', 10)
    time = 50
    expect([cache.get('a'), cache.get('b')]).toEqual(['default', undefined])
    time = 100
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('shares one load among concurrent callers and keeps no failed load', async () => {
    const cache = createCache<Promise<string>>({ max: 10 })
    let loads = 0
    let fail = true
    const load = async () => {
      loads++
      await Promise.resolve()
      if (fail) throw new Error('down')
      return 'value'
    }
    const first = [cache.getOrLoad('k', load), cache.getOrLoad('k', load)]
    for (const pending of first) await expect(pending).rejects.toThrow('down')
    expect(loads).toBe(1)
    expect(cache.size).toBe(0)
    fail = false
    expect(await cache.getOrLoad('k', load)).toBe('value')
    expect(await cache.getOrLoad('k', load)).toBe('value')
    expect(loads).toBe(2)
  })

  it('drops what deleteWhere picks', () => {
    const cache = createCache<{ owner: string }>({ max: 10 })
    cache.set('1', { owner: 'ana' })
    cache.set('2', { owner: 'bo' })
    cache.deleteWhere((value) => value.owner === 'ana')
    expect([cache.peek('1'), cache.peek('2')]).toEqual([undefined, { owner: 'bo' }])
  })
})

describe('memoize', () => {
  it('computes each input once and forgets the oldest past its bound', () => {
    const calls: string[] = []
    const upper = memoize((input) => {
      calls.push(input)
      return input.toUpperCase()
    }, 2)
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A'])
    expect(calls).toEqual(['a', 'b'])
    upper('c') // third input: the first one remembered goes
    upper('b')
    upper('a')
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
  })
})

describe('loadOnce', () => {
  it('reads once until forgotten, and again after a failed read', async () => {
    let reads = 0
    let fail = true
    const once = loadOnce(async () => {
      reads++
      if (fail) throw new Error('down')
      return reads
    })
    await expect(once.get()).rejects.toThrow('down')
    fail = false
    const [a, b] = await Promise.all([once.get(), once.get()])
    expect([a, b, reads]).toEqual([2, 2, 2])
    once.forget()
    expect(await once.get()).toBe(3)
  })
})

describe('createCacheRegistry', () => {
  it('drops by name what a source derives: all of a cache, or one creator where it can tell', async () => {
    const registry = createCacheRegistry()
    const prices = registry.loadOnce('prices', ['site'], async () => ({ basic: 600 }))
    const tokens = registry.cache<string>('tokens', [], { max: 10 })
    const dropped: string[] = []
    registry.register('pages', ['site', 'creator'], {
      clear: () => dropped.push('all'),
      invalidateCreator: (creator) => dropped.push(creator),
    })
    const first = await prices.get()
    tokens.set('t', 'claims')

    registry.drop('creator', 'ana')
    expect(await prices.get()).toBe(first)
    registry.drop('creator')
    registry.drop('site')
    expect(await prices.get()).not.toBe(first)
    expect(dropped).toEqual(['ana', 'all', 'all'])
    expect(tokens.peek('t')).toBe('claims')
    expect(registry.names()).toEqual(['prices', 'tokens', 'pages'])
    expect([registry.uses('creator'), createCacheRegistry().uses('creator')]).toEqual([true, false])
    expect(() => registry.cache('tokens', [], { max: 1 })).toThrow(/registered already/)
  })
})
