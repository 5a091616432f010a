import { describe, expect, it } from 'vitest'
import { avifInstead } from './uploads.ts'

const KEY = 'images/a/w640.webp'

describe('avifInstead', () => {
  it('answers a WebP request with the AVIF sibling for the image Accept headers browsers send', () => {
    for (const accept of [
      'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', // Chrome, Edge
      'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', // Firefox
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', // Safari
      'image/webp, IMAGE/AVIF;q=0.9',
    ])
      expect(avifInstead(KEY, accept), accept).toBe('images/a/w640.avif')
  })

  it('keeps the WebP for browsers that do not name AVIF or refuse it, and never swaps other files', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'image/webp,*/*', // Safari before 16
      'image/avif;q=0,image/webp',
      'image/avif; q=0.0, image/webp',
      'image/avifx,image/webp',
    ])
      expect(avifInstead(KEY, accept), String(accept)).toBeNull()
    expect(avifInstead('images/a/w640.jpg', 'image/avif')).toBeNull()
    expect(avifInstead('avatars/a.webp.png', 'image/avif')).toBeNull()
  })
})
