import sharp from 'sharp'
import type { AiPort } from './ai.port.ts'
import { pickScenes, type Scene } from './local-scenes.ts'
import type { VisionPort } from './vision.port.ts'

const WIDTH = 768
const HEIGHT = 1024
const MAX_PIXELS = 40_000_000

/**
 * The local studio: a preview that runs offline on the CPU, honestly not generative AI
 * (decision 0023). Training cuts the person out of the sharpest of the photos (a segmentation
 * mask); generation places that cut-out, or the outfit photo's, into scenes and looks chosen
 * from the prompt.
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
    const boxWidth = Math.round(WIDTH * scene.framing)
    const boxHeight = Math.round(HEIGHT * scene.framing)
    const styled = await sharp(person)
      .resize({ width: boxWidth, height: boxHeight, fit: 'inside' })
      .modulate({ brightness: scene.brightness, saturation: scene.saturation, hue: scene.hue })
      .png()
      .toBuffer({ resolveWithObject: true })
    const background = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="${scene.angle}" y2="1"><stop offset="0" stop-color="${scene.colors[0]}"/><stop offset="1" stop-color="${scene.colors[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${WIDTH * 0.8}" cy="${HEIGHT * 0.15}" r="${WIDTH * 0.12}" fill="${scene.colors[2]}" opacity="0.6"/></svg>`,
    )
    // The person stands on the bottom edge, centred: a cut-out floating mid-air looks pasted.
    return sharp(background)
      .composite([{ input: styled.data, left: Math.round((WIDTH - styled.info.width) / 2), top: HEIGHT - styled.info.height }])
      .webp({ quality: 82 })
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
