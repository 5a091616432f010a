import { describe, expect, it } from 'vitest'
import { instagramMojibake } from '../../../tests/fixtures/zip.ts'
import { captionOf, decodeInstagramText, entryNameOf, photosOf } from './instagram-posts.ts'

describe("Instagram's export text", () => {
  it('decodes UTF-8 bytes written as Latin-1 characters, and keeps proper text as it is', () => {
    expect(decodeInstagramText('Caf\u00c3\u00a9')).toBe('Café')
    expect(decodeInstagramText(instagramMojibake('Sommer 🌞 في الحديقة'))).toBe('Sommer 🌞 في الحديقة')
    expect(decodeInstagramText('Café')).toBe('Café')
    expect(decodeInstagramText('plain')).toBe('plain')
    expect(decodeInstagramText('Grüße 🌞')).toBe('Grüße 🌞')
  })

  it('cuts a long caption at the description limit without splitting an emoji', () => {
    const caption = captionOf(instagramMojibake(`${'a'.repeat(148)}🌞🌞🌞`))!
    expect([...caption]).toHaveLength(150)
    expect(caption.endsWith('…')).toBe(true)
    expect(captionOf('   ')).toBeNull()
  })

  it('refuses media names that point outside the archive', () => {
    expect(entryNameOf('media/posts/1.jpg')).toBe('media/posts/1.jpg')
    for (const uri of ['../etc/passwd', 'media/../../x.jpg', '/etc/passwd', 'C:/x.jpg', 'media\\x.jpg', 'https://cdn/x.jpg']) {
      expect(entryNameOf(uri)).toBeNull()
    }
  })

  it('takes photos with their post’s caption and date, counts videos, oldest first', () => {
    const { photos, videos } = photosOf([
      [
        { media: [{ uri: 'media/b.jpg', creation_timestamp: 200, title: 'single' }] },
        { title: 'carousel', creation_timestamp: 100, media: [{ uri: 'media/a.jpg', title: '' }, { uri: 'media/v.mp4' }] },
      ],
    ])
    expect(videos).toBe(1)
    expect(photos).toEqual([
      { entry: 'media/a.jpg', caption: 'carousel', takenAt: new Date(100_000) },
      { entry: 'media/b.jpg', caption: 'single', takenAt: new Date(200_000) },
    ])
  })
})
