import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { createReplicateFake } from '../../../tests/mocks/replicate.ts'
import { aiTrainingPhotos } from '../../db/schema/index.ts'
import { LOCAL_AI_PACKAGES, missingLocalAiPackages } from '../../ports/ai/local-runtime.ts'
import { createCreator, createTwinApp, facePhoto, modelOf, REPLICATE_ENV, sendPhotos, testClock } from './twin-test-helpers.ts'

// An install with `npm ci --omit=peer`: none of the local studio's packages resolve.
const notInstalled = (name: string) => {
  throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' })
}
const photos = () => Promise.all(['#111', '#222', '#333', '#444'].map((x) => facePhoto(x)))

describe('local studio packages', () => {
  it('names the packages that do not resolve, and none in the default install', () => {
    expect(missingLocalAiPackages(notInstalled)).toEqual(LOCAL_AI_PACKAGES)
    expect(missingLocalAiPackages((name) => (name === '@vladmandic/face-api' ? notInstalled(name) : name))).toEqual([
      '@vladmandic/face-api',
    ])
    expect(missingLocalAiPackages()).toEqual([])
  })
})

describe('AI studio without the local packages, local provider', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTwinApp({ clock: testClock(), resolvePackage: notInstalled })
  })
  afterAll(() => t.close())

  it('says the studio is off, refuses work in the user language and stores nothing', async () => {
    const c = await createCreator(t)
    const status = await t.app.inject({ method: 'GET', url: '/api/twin/status', headers: { cookie: c.cookie } })
    expect(status.statusCode).toBe(200)
    expect(status.json()).toMatchObject({ provider: 'local', localModels: 'not_installed' })

    const upload = await sendPhotos(t, c.cookie, await photos())
    expect(upload.statusCode).toBe(503)
    expect(upload.json().error).toBe('The AI studio is not available on this server. Please contact support.')
    expect(await t.db.select().from(aiTrainingPhotos)).toEqual([])

    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/twin/generate',
      headers: { cookie: c.cookie, 'accept-language': 'de' },
      payload: { prompt: 'beach' },
    })
    expect(generate.statusCode).toBe(503)
    expect(generate.json().error).toBe('Das KI-Studio ist auf diesem Server nicht verfügbar. Bitte wende dich an den Support.')
    const train = await t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie: c.cookie }, payload: {} })
    expect(train.statusCode).toBe(503)
  })
})

const fake = createReplicateFake()
const server = setupServer(...fake.handlers)

describe('AI studio without the local packages, Replicate', () => {
  let t: TestApp
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' })
    t = await createTwinApp({
      clock: testClock(),
      resolvePackage: notInstalled,
      env: REPLICATE_ENV,
    })
  })
  afterAll(async () => {
    await t.close()
    server.close()
  })

  it('trains without the face check: photos stay unchecked and are not required to be', async () => {
    const c = await createCreator(t)
    const upload = await sendPhotos(t, c.cookie, await photos())
    expect(upload.statusCode).toBe(200)
    expect(upload.json()).toMatchObject({ provider: 'replicate', localModels: 'not_installed' })
    expect(upload.json().photos.map((p: { faces: number | null }) => p.faces)).toEqual([null, null, null, null])

    const train = await t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie: c.cookie }, payload: {} })
    expect(train.statusCode).toBe(202)
    const model = await modelOf(t, c.id)
    expect(model.status).toBe('processing')
    await t.app.services.twinWorker.runTraining(model.id)
    expect((await modelOf(t, c.id)).providerTrainingId).toBeTruthy()
    expect((await t.db.select().from(aiTrainingPhotos).where(eq(aiTrainingPhotos.modelId, model.id))).every((p) => p.faces === null)).toBe(
      true,
    )
  })
})
