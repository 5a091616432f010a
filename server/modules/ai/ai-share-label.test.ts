import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderImageCard } from '../og/og-render.ts'

/** Mean brightness of the label's left end (bottom-left of the photo), beside its text. */
async function labelArea(png: Buffer) {
  const region = await sharp(png).extract({ left: 56, top: 540, width: 16, height: 30 }).png().toBuffer()
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
})
