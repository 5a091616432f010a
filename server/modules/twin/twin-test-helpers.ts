import { crc32 } from 'node:zlib'
import { eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { createUser } from '../../../tests/factories/users.ts'
import { multipartFiles } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { REPLICATE_OWNER, REPLICATE_TOKEN, REPLICATE_WEBHOOK_SECRET } from '../../../tests/mocks/replicate.ts'
import { type AiModel, aiModels, aiTrainingPhotos, type NewUser } from '../../db/schema/index.ts'
import { createFakeVision } from '../../ports/ai/fake-vision.ts'
import type { AiPort, VisionPort } from '../../ports/ai/index.ts'
import type { ResolvePackage } from '../../ports/ai/local-runtime.ts'

/** A clock the test moves by hand (retention, timeouts, the daily limit). */
export function testClock(start = '2026-11-24T10:00:00Z') {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms)
    },
  }
}

/**
 * The app without job workers: tests run the worker's steps themselves, in order. Vision is a
 * fake (one face everywhere) unless a test hands in the real one.
 */
export function createTwinApp(options: {
  clock: ReturnType<typeof testClock>
  port?: AiPort
  vision?: VisionPort
  resolvePackage?: ResolvePackage
  env?: Record<string, string>
}) {
  const { now } = options.clock
  return createTestApp({
    env: { RUN_WORKERS: 'false', ...options.env },
    overrides: { twin: { now, port: options.port, vision: options.vision ?? createFakeVision(), resolvePackage: options.resolvePackage } },
  })
}

/** The Replicate provider, pointed at the MSW fake's token, owner and webhook secret. */
export const REPLICATE_ENV = {
  AI_PROVIDER: 'replicate',
  REPLICATE_API_TOKEN: REPLICATE_TOKEN,
  REPLICATE_WEBHOOK_SECRET,
  REPLICATE_MODEL_OWNER: REPLICATE_OWNER,
}

export async function createCreator(t: TestApp, overrides: Partial<NewUser> = {}) {
  const user = await createUser(t.db, { planType: 'ai', ...overrides })
  const { cookie } = await loginHeaders(t, user)
  return { ...user, cookie }
}

export const facePhoto = (color = '#f472b6', width = 320, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 3}" r="${width / 6}" fill="#7c2d12"/><rect x="${width / 3}" y="${height / 2}" width="${width / 3}" height="${height / 2}" fill="#1e3a8a"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

/** A valid PNG whose header claims `width` × `height` (no pixels are ever made). */
export async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 bytes.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

/** Training photos as the studio's form sends them; the face check job does not run. */
export function sendPhotos(t: TestApp, cookie: string, files: Buffer[]) {
  const body = multipartFiles({}, files)
  return t.app.inject({ method: 'POST', url: '/api/twin/upload', payload: body.payload, headers: { ...body.headers, cookie } })
}

/** One photo to the outfit generator, with an optional prompt. */
export function sendOutfit(t: TestApp, cookie: string, photo: Buffer, fields: { prompt?: string } = {}) {
  const body = multipartFiles(fields, [photo], 'image')
  return t.app.inject({ method: 'POST', url: '/api/twin/outfit', payload: body.payload, headers: { ...body.headers, cookie } })
}

/** Uploads, then runs the face check job's step (workers do not run in these tests). */
export async function uploadPhotos(t: TestApp, cookie: string, files: Buffer[]) {
  const res = await sendPhotos(t, cookie, files)
  const unchecked = await t.db
    .selectDistinct({ modelId: aiTrainingPhotos.modelId })
    .from(aiTrainingPhotos)
    .where(isNull(aiTrainingPhotos.faces))
  for (const { modelId } of unchecked) await t.app.services.twinWorker.checkPhotos(modelId)
  return res
}

/** Uploads four photos, trains and runs the training job. */
export async function trainedCreator(t: TestApp) {
  const creator = await createCreator(t)
  const photos = await Promise.all(['#f00', '#0f0', '#00f', '#ff0'].map((c) => facePhoto(c)))
  await uploadPhotos(t, creator.cookie, photos)
  await t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie: creator.cookie }, payload: { gender: 'woman' } })
  await t.app.services.twinWorker.runTraining((await modelOf(t, creator.id)).id)
  return creator
}

export async function modelOf(t: TestApp, userId: string) {
  const [row] = await t.db.select().from(aiModels).where(eq(aiModels.userId, userId))
  return row as AiModel
}
