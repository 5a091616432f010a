import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderImageCard } from '../og/og-render.ts'

/** Mean brightness of a strip of the label (bottom-left of the photo), 56 px in by default. */
async function labelArea(png: Buffer, left = 56) {
  const region = await sharp(png).extract({ left, top: 540, width: 16, height: 30 }).png().toBuffer()
  const { channels } = await sharp(region).stats()
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
}

describe('share image of a published AI image', () => {
  it('carries the dark "AI-generated" label on the photo, and only then', async () => {
    const photo = await sharp({ create: { width: 470, height: 570, channels: 3, background: '#fde68a' } })
      .png()
      .toBuffer()
    const card = { pageName: 'Mia', username: 'mia', description: 'Beach look', photo }
    const plain = await labelArea(await renderImageCard(card))
    const labelled = await labelArea(await renderImageCard({ ...card, aiGenerated: true }))
    expect(plain).toBeGreaterThan(200)
    expect(labelled).toBeLessThan(plain - 60)
  })

  it('says it in the request language, the pill as wide as the longer German and Arabic words', async () => {
    const photo = await sharp({ create: { width: 470, height: 570, channels: 3, background: '#fde68a' } })
      .png()
      .toBuffer()
    const card = { pageName: 'Mia', username: 'mia', description: 'Beach look', photo, aiGenerated: true }
    const english = await renderImageCard({ ...card, aiLabel: 'AI-generated' })
    const arabic = await renderImageCard({ ...card, aiLabel: 'مُنشأ بالذكاء الاصطناعي' })
    // 300 px into the label: past the end of the English pill, still inside the Arabic one.
    expect(await labelArea(english, 350)).toBeGreaterThan(200)
    expect(await labelArea(arabic, 350)).toBeLessThan(120)
  })
})
