import { describe, expect, it } from 'vitest'
import { pathOf } from './endpoint.ts'

describe('pathOf', () => {
  it('fills every parameter, encoded', () => {
    expect(pathOf('/api/tags/:id', { id: 'a b/c' })).toBe('/api/tags/a%20b%2Fc')
    expect(pathOf('/api/admin/twin/:userId/grant-training', { userId: 7 })).toBe('/api/admin/twin/7/grant-training')
    expect(pathOf('/api/images')).toBe('/api/images')
  })

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => pathOf('/api/tags/:id', {})).toThrow('missing parameter id')
  })
})
