import sharp from 'sharp'
import type { AiPort } from './ai.port.ts'
import { pickScenes, type Scene } from './local-scenes.ts'

const WIDTH = 768
const HEIGHT = 1024
const MAX_PIXELS = 40_000_000

/**
 * The local studio: a preview that runs offline on the CPU, honestly not generative AI
 * (decision 0021). Training keeps a subject crop (sharp's attention strategy finds the most
 * salient region, usually the person) of the sharpest of the photos; generation composites that
 * subject, or the outfit photo, into scenes and looks chosen from the prompt.
 */
export function createLocalAiAdapter(): AiPort {
  async function subjectOf(photo: Buffer, width: number, height: number) {
    return sharp(photo, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
      .toBuffer()
  }

  async function render(subject: Buffer, scene: Scene): Promise<Buffer> {
    const inner = Math.round(WIDTH * scene.framing)
    const innerHeight = Math.round(HEIGHT * scene.framing)
    const person = await sharp(subject)
      .resize({ width: inner, height: innerHeight, fit: 'cover', position: sharp.strategy.attention })
      .modulate({ brightness: scene.brightness, saturation: scene.saturation, hue: scene.hue })
      .composite([{ input: roundedMask(inner, innerHeight), blend: 'dest-in' }])
      .png()
      .toBuffer()
    const background = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="${scene.angle}" y2="1"><stop offset="0" stop-color="${scene.colors[0]}"/><stop offset="1" stop-color="${scene.colors[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${WIDTH * 0.8}" cy="${HEIGHT * 0.15}" r="${WIDTH * 0.12}" fill="${scene.colors[2]}" opacity="0.6"/></svg>`,
    )
    return sharp(background)
      .composite([{ input: person, left: Math.round((WIDTH - inner) / 2), top: HEIGHT - innerHeight - Math.round(HEIGHT * 0.04) }])
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
      const artifact = await sharp(await subjectOf(best.photo, WIDTH, HEIGHT))
        .webp({ quality: 85 })
        .toBuffer()
      return { state: 'done', modelVersion: 'local', artifact }
    },
    async generate({ prompt, count, subject, source }) {
      const base = source ?? subject
      if (!base) throw new Error('Nothing to render')
      const cut = await subjectOf(base, WIDTH, HEIGHT)
      const images: Buffer[] = []
      // One after the other: each render is CPU-bound and the machine is shared.
      for (const scene of pickScenes(prompt, count)) images.push(await render(cut, scene))
      return { state: 'done', images }
    },
  }
}

function roundedMask(width: number, height: number) {
  const r = Math.round(Math.min(width, height) * 0.06)
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${r}" ry="${r}" fill="#fff"/></svg>`,
  )
}
