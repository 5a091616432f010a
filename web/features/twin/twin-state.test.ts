import { describe, expect, it } from 'vitest'
import { faceCheck, isFinished, keepFirstPhotos, readStatus, stepKey } from './twin-state.ts'

describe('AI twin page rules', () => {
  it('keeps the first photos up to four in total and flags the rest', () => {
    expect(keepFirstPhotos(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ kept: ['a', 'b', 'c', 'd'], tooMany: true })
    expect(keepFirstPhotos(['a', 'b'])).toEqual({ kept: ['a', 'b'], tooMany: false })
    expect(keepFirstPhotos(['a', 'b', 'c'], 2)).toEqual({ kept: ['a', 'b'], tooMany: true })
    expect(keepFirstPhotos(['a'], 4)).toEqual({ kept: [], tooMany: true })
  })

  it('reads an unknown or missing status as no training yet', () => {
    expect(readStatus({ status: 'weird' as never }).status).toBe('none')
    expect(readStatus(null).status).toBe('none')
    expect(readStatus({ status: 'processing', progress: 140 }).progress).toBe(100)
    expect(readStatus({ status: 'ready', progress: 50 }).progress).toBeNull()
    expect(readStatus({ status: 'ready', provider: 'local' }).localPreview).toBe(true)
    expect(readStatus({ status: 'ready', provider: 'replicate' }).localPreview).toBe(false)
  })

  it('turns the studio off when the local packages are missing, and only the face check with Replicate', () => {
    const photos = [{ id: 'p', url: '/api/twin/photos/p', faces: null }]
    const local = readStatus({ provider: 'local', localModels: 'not_installed', photos })
    expect(local).toMatchObject({ unavailable: true, localPreview: false, faceCheck: false, checkingFaces: false })
    const replicate = readStatus({ provider: 'replicate', localModels: 'not_installed', photos })
    expect(replicate).toMatchObject({ unavailable: false, faceCheck: false, checkingFaces: false })
    expect(readStatus({ provider: 'local', localModels: 'installed', photos })).toMatchObject({ unavailable: false, checkingFaces: true })
    expect(faceCheck(null, false)).toBe('unchecked')
    expect(faceCheck(null)).toBe('checking')
  })

  it('points to support only when the 3-month rule blocks training', () => {
    expect(readStatus({ status: 'expired', canTrain: false, nextTrainingAt: '2027-01-01' }).quotaUsed).toBe(true)
    expect(readStatus({ status: 'processing', canTrain: false, nextTrainingAt: '2027-01-01' }).quotaUsed).toBe(false)
    expect(readStatus({ status: 'ready', canTrain: false, nextTrainingAt: '2027-01-01' }).quotaUsed).toBe(false)
    expect(readStatus({ status: 'none', canTrain: true, nextTrainingAt: null }).quotaUsed).toBe(false)
  })

  it('reads the shared daily limit only when the server names all of it', () => {
    const full = { generationsLeftToday: 1, generationsPerDay: 2, generationsResetAt: '2026-11-25T00:00:00.000Z' }
    expect(readStatus(full).quota).toEqual({ left: 1, limit: 2, resetAt: '2026-11-25T00:00:00.000Z' })
    expect(readStatus({ ...full, generationsLeftToday: -1 }).quota?.left).toBe(0)
    expect(readStatus({ generationsLeftToday: 1 }).quota).toBeNull()
  })

  it('polls a generation until it succeeded or failed', () => {
    expect(isFinished({ status: 'pending' })).toBe(false)
    expect(isFinished({ status: 'processing' })).toBe(false)
    expect(isFinished({ status: 'succeeded' })).toBe(true)
    expect(isFinished({ status: 'failed' })).toBe(true)
    expect(stepKey('compositing')).toBe('compositing')
    expect(stepKey(null)).toBe('working')
  })
})
