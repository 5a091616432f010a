import { describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.ts'
import { createTagPictureSweep } from './tag-pictures.sweep.ts'

describe('tag picture sweep', () => {
  it('removes a picture no tag points at only once two runs a grace period apart saw it so', async () => {
    const files = new Set(['products/kept.webp', 'products/orphan.webp'])
    let now = 0
    const sweep = createTagPictureSweep({
      db: {} as Database,
      storage: {
        async *list() {
          yield* [...files]
        },
        delete: async (key) => void files.delete(key),
      },
      repo: { pictureKeys: async () => new Set(['products/kept.webp']) },
      now: () => now,
      graceMs: 1000,
    })
    expect(await sweep.run()).toEqual({ removed: 0 })
    now = 999
    expect(await sweep.run()).toEqual({ removed: 0 })
    now = 1000
    expect(await sweep.run()).toEqual({ removed: 1 })
    expect([...files]).toEqual(['products/kept.webp'])
  })
})
