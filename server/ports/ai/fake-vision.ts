import sharp from 'sharp'
import type { VisionPort } from './vision.port.ts'

/**
 * For tests that are not about vision: every photo shows one face, and the "cut-out" is the
 * photo itself with an alpha channel (the real models take seconds per photo).
 */
export function createFakeVision(faces: (photo: Buffer) => number = () => 1): VisionPort {
  return {
    countFaces: async (photo) => faces(photo),
    cutout: (photo) => sharp(photo).ensureAlpha().png().toBuffer(),
  }
}
