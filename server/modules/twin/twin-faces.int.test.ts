import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { createFakeVision } from '../../ports/ai/fake-vision.ts'
import { createLocalVision } from '../../ports/ai/local-vision.ts'
import { createCreator, createTwinApp, modelOf, sendPhotos, testClock, uploadPhotos } from './twin-test-helpers.ts'

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/faces', name))

// The real face check (face-api) on photos of real people; the cut-out stays fake (it is slow).
// Generous time limits: the model loads in the first test, and CI machines are shared.
describe('AI studio face check', () => {
  const clock = testClock()
  let t: TestApp
  beforeAll(async () => {
    const real = createLocalVision()
    t = await createTwinApp({ clock, vision: { countFaces: real.countFaces, cutout: createFakeVision().cutout } })
  })
  afterAll(() => t.close())

  const train = (cookie: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie, 'accept-language': lang }, payload: { gender: 'woman' } })

  it('refuses to train on a photo without exactly one face, says which, and charges nothing', async () => {
    const c = await createCreator(t)
    const upload = await uploadPhotos(t, c.cookie, ['face-1.jpg', 'face-2.jpg', 'two-faces.jpg', 'face-3.jpg'].map(fixture))
    expect(upload.statusCode).toBe(200)
    const status = (await t.app.inject({ method: 'GET', url: '/api/twin/status', headers: { cookie: c.cookie } })).json()
    expect(status.photos.map((p: { faces: number }) => p.faces)).toEqual([1, 1, 2, 1])

    const refused = await train(c.cookie)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'AI_PHOTO_FACES',
      error: 'Photo 3 must show exactly one face (we found 2). Please replace it.',
    })
    expect((await train(c.cookie, 'de')).json().error).toBe(
      'Foto 3 muss genau ein Gesicht zeigen (wir haben 2 gefunden). Bitte ersetze es.',
    )
    // Nothing charged: no training started, the free training of the window is still there.
    const model = await modelOf(t, c.id)
    expect(model).toMatchObject({ status: 'none', freeTrainingAt: null, trainingCharge: null, trainingsGranted: 0 })
    expect((await t.app.inject({ method: 'GET', url: '/api/twin/status', headers: { cookie: c.cookie } })).json().canTrain).toBe(true)

    // Replacing the group photo with a portrait makes the set trainable.
    const groupPhoto = status.photos[2].id as string
    await t.app.inject({ method: 'DELETE', url: `/api/twin/photos/${groupPhoto}`, headers: { cookie: c.cookie } })
    await uploadPhotos(t, c.cookie, [fixture('face-4.jpg')])
    expect((await train(c.cookie)).statusCode).toBe(202)
  }, 120_000)

  it('refuses a photo without a face, and waits for photos not checked yet', async () => {
    const c = await createCreator(t)
    await uploadPhotos(t, c.cookie, ['no-face.jpg', 'face-1.jpg', 'face-2.jpg'].map(fixture))
    // The fourth photo is uploaded without the check job having run yet.
    await sendPhotos(t, c.cookie, [fixture('face-3.jpg')])
    const waiting = await train(c.cookie)
    expect(waiting.statusCode).toBe(409)
    expect(waiting.json().code).toBe('AI_PHOTOS_CHECKING')
    await t.app.services.twinWorker.checkPhotos((await modelOf(t, c.id)).id)
    const refused = await train(c.cookie, 'ar')
    expect(refused.json().code).toBe('AI_PHOTO_FACES')
    expect(refused.json().error).toContain('1')
    expect((await modelOf(t, c.id)).status).toBe('none')
  }, 120_000)
})
