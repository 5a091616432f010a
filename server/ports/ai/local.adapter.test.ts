import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createFakeVision } from './fake-vision.ts'
import { createLocalAiAdapter } from './local.adapter.ts'
import { pickScenes } from './local-scenes.ts'
import type { VisionPort } from './vision.port.ts'

const photo = (color: string) =>
  sharp({ create: { width: 240, height: 320, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><circle cx="120" cy="100" r="40" fill="#7c2d12"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer()

describe('local studio adapter', () => {
  const port = createLocalAiAdapter(createFakeVision())

  it('trains into a subject cut-out and renders four different styled scenes from it', async () => {
    const photos = await Promise.all(['#fca5a5', '#93c5fd', '#86efac', '#fde68a'].map(photo))
    const trained = await port.train({ modelId: 'm1', photos, gender: 'woman' })
    if (trained.state !== 'done' || !trained.artifact) throw new Error('local training finishes at once')
    expect((await sharp(trained.artifact).metadata()).format).toBe('webp')

    const result = await port.generate({
      kind: 'outfit',
      prompt: 'night party',
      count: 4,
      gender: 'woman',
      modelVersion: 'local',
      subject: null,
      source: photos[0] as Buffer,
    })
    if (result.state !== 'done') throw new Error('local generation finishes at once')
    expect(result.images).toHaveLength(4)
    const metas = await Promise.all(result.images.map((i) => sharp(i).metadata()))
    for (const meta of metas) expect(meta).toMatchObject({ format: 'webp', width: 768, height: 1024 })
    // Different backgrounds: the top-left pixel differs between every pair.
    const corners = await Promise.all(
      result.images.map(async (i) => (await sharp(i).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer()).toString('hex')),
    )
    expect(new Set(corners).size).toBe(4)
  })

  it('composites the person by the segmentation mask, not as a rectangle', async () => {
    // A red photo whose "person" is the disc in the middle: the mask's corners are transparent.
    const size = 200
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="100" cy="100" r="100" fill="#fff"/></svg>`,
    )
    const vision: VisionPort = {
      countFaces: async () => 1,
      cutout: (p) =>
        sharp(p)
          .resize(size, size)
          .ensureAlpha()
          .composite([{ input: disc, blend: 'dest-in' }])
          .png()
          .toBuffer(),
    }
    const red = await sharp({ create: { width: size, height: size, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const result = await createLocalAiAdapter(vision).generate({
      kind: 'outfit',
      prompt: 'studio',
      count: 1,
      gender: 'woman',
      modelVersion: null,
      subject: null,
      source: red,
    })
    if (result.state !== 'done') throw new Error('local generation finishes at once')
    const image = sharp(result.images[0] as Buffer)
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels
      return [data[i], data[i + 1], data[i + 2]] as number[]
    }
    const isRed = ([r, g, b]: number[]) => (r as number) > 200 && (g as number) < 80 && (b as number) < 80
    // The studio scene frames the person at 62 % of the width, standing on the bottom edge.
    const side = Math.round(768 * 0.62)
    const left = Math.round((768 - side) / 2)
    expect(isRed(pixel(384, 1024 - Math.round(side / 2)))).toBe(true)
    expect(isRed(pixel(left + 4, 1024 - side + 4))).toBe(false)
    expect(isRed(pixel(left + side - 5, 1024 - side + 4))).toBe(false)
  })

  it('picks the scenes a prompt names first, in any of the three languages', () => {
    expect(pickScenes('a day at the beach', 1)[0]?.name).toBe('beach')
    expect(pickScenes('Abend in der Stadt', 2).map((s) => s.name)).toContain('city')
    expect(pickScenes('غروب', 1)[0]?.name).toBe('sunset')
    expect(new Set(pickScenes('anything', 4).map((s) => s.name)).size).toBe(4)
  })

  it('refuses to render without a subject or photo', async () => {
    await expect(
      port.generate({ kind: 'prompt', prompt: 'x', count: 1, gender: 'man', modelVersion: null, subject: null, source: null }),
    ).rejects.toThrow()
  })
})
