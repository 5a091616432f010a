import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../contract/dates.ts'
import type { PublicImage, PublicStory } from '../../../contract/public.ts'
import { imageView, storiesView } from './public-data.server.ts'

// Only the fields these views read; the rest of the API shape passes through unchanged.
const image = { id: 'img-1', expiry_date: '2026-12-24', tags: [], variants: [] } as unknown as PublicImage
const story: PublicStory = { id: 'story-1', story_url: 'https://instagram.com/p/1', submitted_at: '2026-11-02T10:00:00.000Z' }

describe('public page views', () => {
  it('bring their dates formatted in the page language, so the browser formats none while it hydrates', () => {
    expect(imageView(image, 'en').expiry_label).toBe('Dec 24, 2026')
    expect(imageView(image, 'de').expiry_label).toBe(formatDate('2026-12-24', 'de'))
    expect(imageView(image, 'de').expiry_label).not.toBe(imageView(image, 'en').expiry_label)
    expect(storiesView([story], 'en')[0]?.submitted_label).toBe('Nov 2, 2026')
    expect(storiesView([story], 'ar')[0]?.submitted_label).toBe(formatDate(story.submitted_at, 'ar'))
  })

  it('leave out of the loader data what no card shows', () => {
    const full = { ...image, filename: 'IMG_0001.jpg', created_at: '2026-11-01T09:00:00.000Z' } as unknown as PublicImage
    expect(imageView(full, 'en')).not.toHaveProperty('created_at')
    expect(imageView(full, 'en')).not.toHaveProperty('expiry_date')
    expect(imageView(full, 'en')).not.toHaveProperty('filename')
  })

  it('send only the WebP variants the page shows, or the JPEG ones of a photo without WebP', () => {
    const variant = (width: number, format: 'webp' | 'jpeg') => ({ url: `/u/w${width}.${format}`, width, height: width, format })
    const both = { ...image, variants: [variant(320, 'webp'), variant(320, 'jpeg'), variant(640, 'webp'), variant(640, 'jpeg')] }
    expect(imageView(both as PublicImage, 'en').variants.map((v) => v.url)).toEqual(['/u/w320.webp', '/u/w640.webp'])
    const jpegOnly = { ...image, variants: [variant(320, 'jpeg')] }
    expect(imageView(jpegOnly as PublicImage, 'en').variants.map((v) => v.url)).toEqual(['/u/w320.jpeg'])
  })
})
