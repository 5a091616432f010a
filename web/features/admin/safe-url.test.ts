import { describe, expect, it } from 'vitest'
import { safeHttpUrl } from './safe-url.ts'

describe('admin links', () => {
  it('turns only http(s) addresses into links', () => {
    expect(safeHttpUrl('https://www.instagram.com/p/abc/')).toBe('https://www.instagram.com/p/abc/')
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('instagram.com/p/abc')).toBeNull()
  })
})
