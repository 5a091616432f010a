import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createLocalVision } from './local-vision.ts'

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/faces', name))

// The real models, on the small fixtures of tests/fixtures/faces (see the README there).
describe('local vision (face-api + background removal)', () => {
  const vision = createLocalVision()

  it('finds exactly one face on each portrait, none on a photo without a person, two on a pair', async () => {
    for (const name of ['face-1.jpg', 'face-2.jpg', 'face-3.jpg', 'face-4.jpg']) {
      expect(await vision.countFaces(fixture(name)), name).toBe(1)
    }
    expect(await vision.countFaces(fixture('no-face.jpg'))).toBe(0)
    expect(await vision.countFaces(fixture('two-faces.jpg'))).toBe(2)
  }, 120_000)

  it('cuts the person out: the face stays opaque, the background corners turn transparent', async () => {
    const cut = await vision.cutout(fixture('face-1.jpg'))
    const { data, info } = await sharp(cut).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ width: 320, height: 400, channels: 4 })
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] as number
    // The face is in the upper middle of the portrait; the top corners are the room behind.
    expect(alpha(150, 170)).toBeGreaterThan(200)
    expect(alpha(3, 3)).toBeLessThan(40)
    expect(alpha(316, 3)).toBeLessThan(40)
  }, 120_000)

  it('gives its models back when idle and runs the next cut-out and face check after that', async () => {
    const quick = createLocalVision({ idleMs: 0 })
    const alphaAt = async (cut: Buffer) => {
      const { data, info } = await sharp(cut).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      return data[(170 * info.width + 150) * 4 + 3] as number
    }
    expect(await alphaAt(await quick.cutout(fixture('face-1.jpg')))).toBeGreaterThan(200)
    // Idle past the timeout: the models' memory is released before the next job.
    await quick.idle()
    expect(await alphaAt(await quick.cutout(fixture('face-1.jpg')))).toBeGreaterThan(200)
    expect(await quick.countFaces(fixture('two-faces.jpg'))).toBe(2)
  }, 180_000)
})
