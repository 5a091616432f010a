import { describe, expect, it } from 'vitest'
import { createDataCache } from './data-cache.ts'

describe('createDataCache', () => {
  it('loads once and answers from memory until the creator changes something', async () => {
    const cache = createDataCache()
    let loads = 0
    const load = async () => ({ owner: 'Mila', value: { intro: `load ${++loads}` } })
    expect(await cache.getOrLoad('profile:mila', load)).toEqual({ intro: 'load 1' })
    expect(await cache.getOrLoad('profile:mila', load)).toEqual({ intro: 'load 1' })
    cache.invalidateCreator('mila')
    expect(await cache.getOrLoad('profile:mila', load)).toEqual({ intro: 'load 2' })
  })

  it('answers a value whose load began before a change, but does not keep it', async () => {
    for (const change of [
      (cache: ReturnType<typeof createDataCache>) => cache.invalidateCreator('omar'),
      (cache: ReturnType<typeof createDataCache>) => cache.clear(),
    ]) {
      const cache = createDataCache()
      let loads = 0
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const slowLoad = async () => {
        loads++
        await gate
        return { owner: 'mila', value: { intro: 'read before the change' } }
      }
      const during = cache.getOrLoad('profile:mila', slowLoad)
      change(cache)
      release()
      expect(await during).toEqual({ intro: 'read before the change' })
      expect(cache.size).toBe(0)
      await cache.getOrLoad('profile:mila', async () => ({ owner: 'mila', value: { intro: `load ${++loads}` } }))
      expect(cache.get('profile:mila')).toEqual({ intro: 'load 2' })
    }
  })
})
