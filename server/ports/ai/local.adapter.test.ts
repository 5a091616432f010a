import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createFakeVision } from './fake-vision.ts'
import { createLocalAiAdapter, FRAMING } from './local.adapter.ts'
import { pickScenes, type Scene } from './local-scenes.ts'
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
    // Four different settings: the scene's left edge (never the person) differs between every pair.
    const edges = await Promise.all(
      result.images.map(async (i) =>
        (await sharp(i).extract({ left: 0, top: 0, width: 80, height: 1024 }).resize(1, 8).raw().toBuffer()).toString('hex'),
      ),
    )
    expect(new Set(edges).size).toBe(4)
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
    // The studio scene frames the person at 80 % of the width, standing on the bottom edge.
    const side = Math.round(768 * 0.8)
    const left = Math.round((768 - side) / 2)
    expect(isRed(pixel(384, 1024 - Math.round(side / 2)))).toBe(true)
    expect(isRed(pixel(left + 4, 1024 - side + 4))).toBe(false)
    expect(isRed(pixel(left + side - 5, 1024 - side + 4))).toBe(false)
  })

  it('reads the setting, time of day and colours a prompt names, in any of the three languages', () => {
    expect(pickScenes('a day at the beach', 1)[0]).toMatchObject({ name: 'beach', time: 'day' })
    expect(pickScenes('Abend in der Stadt, rotes Kleid', 1)[0]).toMatchObject({ name: 'city', time: 'sunset', colors: ['#dc2626'] })
    expect(pickScenes('فستان أزرق في المكتب ليلاً', 1)[0]).toMatchObject({ name: 'office', time: 'night', colors: ['#2563eb'] })
    expect(pickScenes('Sunsets and daily looks', 1)[0]?.time).toBe('sunset')
    expect(new Set(pickScenes('anything', 4).map((s) => s.name)).size).toBe(4)
    expect(pickScenes('look one', 1)).not.toEqual(pickScenes('look two', 1))
    expect(pickScenes('look one', 1)).toEqual(pickScenes('look one', 1))
  })

  it('keeps the person in their own colours and follows the prompt in the scene around them', async () => {
    // A "person": skin tone above, a blue shirt below, cut out as a disc.
    const size = 200
    const source = await sharp({ create: { width: size, height: size, channels: 3, background: '#c68642' } })
      .composite([{ input: { create: { width: size, height: size / 2, channels: 3, background: '#1d4ed8' } }, top: size / 2, left: 0 }])
      .png()
      .toBuffer()
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="100" cy="100" r="100" fill="#fff"/></svg>`,
    )
    const vision: VisionPort = {
      countFaces: async () => 1,
      cutout: (p) =>
        sharp(p)
          .ensureAlpha()
          .composite([{ input: disc, blend: 'dest-in' }])
          .png()
          .toBuffer(),
    }
    const adapter = createLocalAiAdapter(vision)
    const render = async (prompt: string) => {
      const result = await adapter.generate({
        kind: 'outfit',
        prompt,
        count: 1,
        gender: 'woman',
        modelVersion: null,
        subject: null,
        source,
      })
      if (result.state !== 'done') throw new Error('local generation finishes at once')
      return sharp(result.images[0] as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true })
    }
    const images = new Map<string, Awaited<ReturnType<typeof render>>>()
    const prompts = [
      'summer dress on the beach at sunset',
      'party in the city at night',
      'red dress, studio',
      'forest walk in the morning',
      'look one',
      'look two',
    ]
    for (const prompt of prompts) images.set(prompt, await render(prompt))

    /** Mean colour of a square (the top left of the canvas is always scene, never person). */
    const mean = (prompt: string, x: number, y: number, side: number) => {
      const { data, info } = images.get(prompt) as Awaited<ReturnType<typeof render>>
      const sum = [0, 0, 0]
      for (let j = y; j < y + side; j++) {
        for (let i = x; i < x + side; i++)
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (data[(j * info.width + i) * info.channels + c] as number)
      }
      return sum.map((v) => v / (side * side))
    }
    const distance = (a: number[], b: number[]) => a.reduce((d, v, i) => d + Math.abs(v - (b[i] as number)), 0)
    const hex = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16))

    for (const prompt of prompts) {
      // Skin above the disc's middle, shirt below, unchanged by the scene's light.
      const { info } = images.get(prompt) as Awaited<ReturnType<typeof render>>
      // The disc stands on the bottom edge, centred, as wide as the scene's framing.
      const side = Math.round(info.width * FRAMING[(pickScenes(prompt, 1)[0] as Scene).name])
      const cx = Math.round(info.width / 2)
      const person = (share: number) => info.height - Math.round(side * share)
      expect(distance(mean(prompt, cx - 6, person(0.75) - 6, 12), hex('#c68642')), `${prompt}: skin`).toBeLessThan(18)
      expect(distance(mean(prompt, cx - 6, person(0.25) - 6, 12), hex('#1d4ed8')), `${prompt}: shirt`).toBeLessThan(18)
    }
    // Prompts naming different things give visibly different scenes; each follows its words.
    const named = prompts.slice(0, 4)
    const corners = named.map((p) => mean(p, 0, 0, 160))
    for (let a = 0; a < corners.length; a++) {
      for (let b = a + 1; b < corners.length; b++) {
        expect(distance(corners[a] as number[], corners[b] as number[]), `${named[a]} / ${named[b]}`).toBeGreaterThan(30)
      }
    }
    // Two prompts naming nothing the studio knows still differ (the scene is drawn from the prompt).
    const one = images.get('look one')?.data as Buffer
    const two = images.get('look two')?.data as Buffer
    let changed = 0
    for (let i = 0; i < one.length; i += 3) if (Math.abs((one[i] as number) - (two[i] as number)) > 40) changed++
    expect(changed / (one.length / 3)).toBeGreaterThan(0.1)
    const [r, g, b] = mean('red dress, studio', 0, 300, 100) as [number, number, number]
    expect(r).toBeGreaterThan(g + 60)
    expect(r).toBeGreaterThan(b + 60)
    const night = mean('party in the city at night', 0, 0, 160)
    expect(Math.max(...night)).toBeLessThan(60)
    const sunset = mean('summer dress on the beach at sunset', 0, 380, 100) as [number, number, number]
    expect(sunset[0]).toBeGreaterThan(sunset[2] + 60)
  }, 60_000)

  it('refuses to render without a subject or photo', async () => {
    await expect(
      port.generate({ kind: 'prompt', prompt: 'x', count: 1, gender: 'man', modelVersion: null, subject: null, source: null }),
    ).rejects.toThrow()
  })
})
