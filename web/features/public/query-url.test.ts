import { describe, expect, it } from 'vitest'
import { totalPages, withParams } from './query-url.ts'

describe('withParams', () => {
  const current = new URLSearchParams('search=linen&category=makeup&page=3&lang=ar')

  it('goes back to page 1 when a filter changes and keeps the other filters', () => {
    expect(withParams('/lea', current, { category: 'clothes' })).toBe('/lea?search=linen&category=clothes')
  })

  it('sets the page and drops it for page 1', () => {
    expect(withParams('/lea', current, { page: 4 })).toBe('/lea?search=linen&category=makeup&page=4')
    expect(withParams('/lea', current, { page: 1 })).toBe('/lea?search=linen&category=makeup')
  })

  it('removes a parameter given as undefined and never carries the language switch along', () => {
    expect(withParams('/lea', current, { category: undefined, search: undefined })).toBe('/lea')
  })
})

describe('totalPages', () => {
  it('is at least 1 and rounds up', () => {
    expect(totalPages(0, 12)).toBe(1)
    expect(totalPages(12, 12)).toBe(1)
    expect(totalPages(13, 12)).toBe(2)
  })
})
