import sharp from 'sharp'
import type { AiPort } from './ai.port.ts'
import { backdropSvg } from './local-backdrops.ts'
import { pickScenes, type Scene, type Setting } from './local-scenes.ts'
import type { VisionPort } from './vision.port.ts'

const WIDTH = 768
const HEIGHT = 1024
const MAX_PIXELS = 40_000_000
/** Share of the canvas the person fills: closer in the studio, more of the place outdoors. */
/** Mask values at or below LOW are background, at or above HIGH the person. */
const MASK_LOW = 40
const MASK_HIGH = 120
export const FRAMING: Record<Setting, number> = { studio: 0.8, office: 0.76, city: 0.74, beach: 0.72, forest: 0.74 }

/**
 * The local studio: a preview that runs offline on the CPU, honestly not generative AI
 * (decision 0023). Training cuts the person out of the sharpest of the photos (a segmentation
 * mask); generation places that cut-out, or the outfit photo's, with its own colours and a
 * feathered edge, into illustrated scenes that follow the prompt's setting, time of day and colours.
 */
export function createLocalAiAdapter(vision: Pick<VisionPort, 'cutout'>): AiPort {
  /** The person, trimmed to their own outline (transparent around). */
  async function personOf(photo: Buffer): Promise<Buffer> {
    const cut = await vision.cutout(await sharp(photo, { limitInputPixels: MAX_PIXELS }).rotate().png().toBuffer())
    try {
      return await sharp(cut).trim({ threshold: 1 }).png().toBuffer()
    } catch {
      return cut // nothing to trim (e.g. the mask kept the whole photo)
    }
  }

  async function render(person: Buffer, scene: Scene): Promise<Buffer> {
    const framing = FRAMING[scene.name]
    const { data, info } = await sharp(person)
      .resize({ width: Math.round(WIDTH * framing), height: Math.round(HEIGHT * framing), fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: 4 as const }
    const mask = { raw: { width: info.width, height: info.height, channels: 1 as const } }
    // A clean edge: the segmentation's uncertain middle tones (often whole dark garments at half
    // opacity) become opaque or transparent, then the steeper edge is softened by a pixel.
    const curve = Buffer.alloc(info.width * info.height)
    for (let i = 0; i < curve.length; i++) {
      curve[i] = Math.min(255, Math.max(0, Math.round((((data[i * 4 + 3] as number) - MASK_LOW) * 255) / (MASK_HIGH - MASK_LOW))))
    }
    const alpha = await sharp(curve, mask).blur(0.8).extractChannel(0).raw().toBuffer()
    const rgb = await sharp(data, { raw }).removeAlpha().raw().toBuffer()
    const styled = await sharp(rgb, { raw: { ...raw, channels: 3 } })
      .joinChannel(alpha, mask)
      .png()
      .toBuffer()
    // A soft shadow behind the person gives depth instead of a pasted-on look.
    const shadowAlpha = await sharp(
      alpha.map((a) => a * 0.4),
      mask,
    )
      .blur(14)
      .extractChannel(0)
      .raw()
      .toBuffer()
    const shadow = await sharp({ create: { width: info.width, height: info.height, channels: 3, background: '#000000' } })
      .joinChannel(shadowAlpha, mask)
      .png()
      .toBuffer()
    const left = Math.round((WIDTH - info.width) / 2)
    const top = HEIGHT - info.height
    // The person stands on the bottom edge, centred; the scene behind is a little out of focus.
    return sharp(Buffer.from(backdropSvg(scene, WIDTH, HEIGHT)))
      .blur(1.2)
      .composite([
        { input: shadow, left: Math.min(WIDTH - info.width, left + 10), top },
        { input: styled, left, top },
      ])
      .webp({ quality: 86 })
      .toBuffer()
  }

  return {
    name: 'local',
    async train({ photos }) {
      // The photo with the most contrast (greyscale standard deviation; stats() reads its input, so the
      // small greyscale copy is made first) makes the best subject.
      const scored = await Promise.all(
        photos.map(async (photo) => ({
          photo,
          score: (await sharp(await sharp(photo).resize({ width: 256 }).greyscale().png().toBuffer()).stats()).channels[0]?.stdev ?? 0,
        })),
      )
      const best = scored.sort((a, b) => b.score - a.score)[0]
      if (!best) throw new Error('No training photos')
      // The stored "model" is the cut-out itself (webp keeps the alpha), so generating needs no model.
      const artifact = await sharp(await personOf(best.photo))
        .webp({ quality: 85, alphaQuality: 90 })
        .toBuffer()
      return { state: 'done', modelVersion: 'local', artifact }
    },
    async generate({ prompt, count, subject, source }) {
      const person = source ? await personOf(source) : subject
      if (!person) throw new Error('Nothing to render')
      const images: Buffer[] = []
      // One after the other: each render is CPU-bound and the machine is shared.
      for (const scene of pickScenes(prompt, count)) images.push(await render(person, scene))
      return { state: 'done', images }
    },
  }
}
