import { describe, expect, it } from 'vitest'
import { canTrain, keepFirstPhotos, readImages, readStatus } from './twin-state.ts'

describe('AI twin page rules', () => {
  it('keeps the first four photos and flags the rest', () => {
    expect(keepFirstPhotos(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ kept: ['a', 'b', 'c', 'd'], tooMany: true })
    expect(keepFirstPhotos(['a', 'b'])).toEqual({ kept: ['a', 'b'], tooMany: false })
  })

  it('reads an unknown or broken status as no training yet', () => {
    expect(readStatus({ status: 'weird' }).status).toBe('none')
    expect(readStatus(null).status).toBe('none')
    expect(readStatus({ status: 'processing', progress: 140 }).progress).toBe(100)
    expect(readStatus({ status: 'ready', progress: 50 }).progress).toBeNull()
    expect(readStatus({ status: 'ready', provider: 'local' }).localPreview).toBe(true)
  })

  it('blocks training while a model trains or is still valid', () => {
    expect(canTrain('none', null)).toBe(true)
    expect(canTrain('expired', 0)).toBe(true)
    expect(canTrain('processing', null)).toBe(false)
    expect(canTrain('ready', 12)).toBe(false)
    expect(canTrain('ready', 0)).toBe(true)
  })

  it('reads image lists in either shape', () => {
    expect(readImages({ images: [{ url: '/a', created_at: 'x' }, 3] })).toEqual([{ url: '/a', created_at: 'x' }])
    expect(readImages(['/b'])).toEqual([{ url: '/b', created_at: '' }])
    expect(readImages({})).toEqual([])
  })
})
