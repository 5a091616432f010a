import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { aiGenerations, aiImages, aiTrainingPhotos, auditLog } from '../../db/schema/index.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { imageWork } from '../../lib/images/work-pool.ts'
import { PURGE_JOB, registerTwinJobs } from './twin.jobs.ts'
import {
  createCreator,
  createTwinApp,
  facePhoto,
  modelOf,
  pngClaiming,
  sendOutfit,
  testClock,
  trainedCreator,
  uploadPhotos,
} from './twin-test-helpers.ts'

const DAY = 24 * 60 * 60 * 1000

/** Runs the handler the module schedules as its hourly purge job (workers are off in these tests). */
async function scheduledPurge(t: TestApp) {
  const jobs = new Map<string, { handler: (data: unknown) => Promise<unknown>; options?: { cron?: string } }>()
  const queue = { define: (job: { name: string }, handler: never, options?: { cron?: string }) => jobs.set(job.name, { handler, options }) }
  registerTwinJobs(queue as unknown as JobQueue, t.app.services.twinWorker)
  const purge = jobs.get(PURGE_JOB.name)
  expect(purge?.options?.cron).toBe('17 * * * *')
  await purge?.handler({})
}

describe('AI studio API (local studio)', () => {
  const clock = testClock()
  let t: TestApp
  beforeAll(async () => {
    t = await createTwinApp({ clock })
  })
  afterAll(() => t.close())

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const privateFile = (key: string) => path.join(t.config.ai.privateDir, key)

  it('asks guests to log in and refuses basic-plan creators, before reading the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/twin/status' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/twin/generate', payload: { prompt: '' } })).statusCode).toBe(401)
    const basic = await createUser(t.db, { planType: 'basic' })
    const { cookie } = await loginHeaders(t, basic)
    for (const url of ['/api/twin/status', '/api/twin/model-info', '/api/twin/generated-images']) {
      expect((await get(url, cookie)).statusCode, url).toBe(403)
    }
    expect((await post('/api/twin/generate', cookie, { prompt: 'beach' })).statusCode).toBe(403)
    expect((await post('/api/twin/train', cookie)).statusCode).toBe(403)
  })

  it('stores 4 photos privately and refuses a 5th, non-images and 40+ MP images, storing nothing', async () => {
    const c = await createCreator(t)
    expect((await get('/api/twin/status', c.cookie)).json()).toMatchObject({
      status: 'none',
      photos: [],
      provider: 'local',
      canTrain: true,
    })
    const five = await Promise.all(['#100', '#200', '#300', '#400', '#500'].map((x) => facePhoto(x)))
    const tooMany = await uploadPhotos(t, c.cookie, five)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().code).toBe('AI_TOO_MANY_PHOTOS')
    expect(tooMany.json().error).toBe('You can upload a maximum of 4 images only.')
    expect((await uploadPhotos(t, c.cookie, [Buffer.from('not an image at all')])).json().code).toBe('IMAGE_UNSUPPORTED')
    const huge = await uploadPhotos(t, c.cookie, [await pngClaiming(8000, 6000)])
    expect(huge.statusCode).toBe(422)
    expect(huge.json().code).toBe('IMAGE_TOO_LARGE')
    expect(await modelOf(t, c.id)).toBeUndefined()
    expect(existsSync(privateFile(`ai/training/${c.id}`))).toBe(false)

    const ok = await uploadPhotos(t, c.cookie, five.slice(0, 3))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().photos).toHaveLength(3)
    const fourth = await uploadPhotos(t, c.cookie, five.slice(3, 5))
    expect(fourth.json().code).toBe('AI_TOO_MANY_PHOTOS')
    const status = (await uploadPhotos(t, c.cookie, five.slice(3, 4))).json()
    expect(status.photos).toHaveLength(4)
    const url = status.photos[0].url as string
    expect(url).toMatch(/^\/api\/twin\/photos\//)
    const file = await get(url, c.cookie)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    const other = await createCreator(t)
    expect((await get(url, other.cookie)).statusCode).toBe(404)
  })

  it('re-encodes photos in the shared image-work pool: busy when it is full, storing nothing', async () => {
    const c = await createCreator(t)
    const photo = await facePhoto('#123')
    // One worker, no waiting line, and another picture in it.
    const { workers, queue } = imageWork.stats()
    imageWork.configure({ workers: 1, queue: 0 })
    let release = () => {}
    const held = imageWork.run(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      const busy = await uploadPhotos(t, c.cookie, [photo])
      expect(busy.statusCode).toBe(503)
      expect(busy.json().code).toBe('IMAGE_WORK_BUSY')
      expect(await modelOf(t, c.id)).toBeUndefined()
      expect(existsSync(privateFile(`ai/training/${c.id}`))).toBe(false)
    } finally {
      release()
      await held
      imageWork.configure({ workers, queue })
    }
    expect((await uploadPhotos(t, c.cookie, [photo])).json().photos).toHaveLength(1)
  })

  it('trains (photos deleted once trained), reports days remaining, and allows one free training per 3 months', async () => {
    const c = await createCreator(t)
    const photos = await Promise.all(['#a00', '#0a0', '#00a', '#aa0'].map((x) => facePhoto(x)))
    await uploadPhotos(t, c.cookie, photos.slice(0, 3))
    const tooFew = await post('/api/twin/train', c.cookie, { gender: 'man' })
    expect(tooFew.json().code).toBe('AI_PHOTOS_REQUIRED')
    await uploadPhotos(t, c.cookie, photos.slice(3))
    const started = await post('/api/twin/train', c.cookie, { gender: 'man' })
    expect(started.statusCode).toBe(202)
    expect(started.json()).toMatchObject({ status: 'processing', gender: 'man' })
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).json().code).toBe('AI_MODEL_NOT_READY')
    const keys = (await t.db.select().from(aiTrainingPhotos)).map((p) => p.storageKey)
    await t.app.services.twinWorker.runTraining((await modelOf(t, c.id)).id)

    const status = (await get('/api/twin/status', c.cookie)).json()
    expect(status).toMatchObject({ status: 'ready', photos: [], canTrain: false })
    expect(status.nextTrainingAt).toBeTruthy()
    expect(
      await t.db
        .select()
        .from(aiTrainingPhotos)
        .where(eq(aiTrainingPhotos.modelId, (await modelOf(t, c.id)).id)),
    ).toHaveLength(0)
    for (const key of keys.filter((k) => k.includes(c.id))) expect(existsSync(privateFile(key))).toBe(false)
    expect((await get('/api/twin/model-info', c.cookie)).json()).toEqual({ daysRemaining: 90 })

    await uploadPhotos(t, c.cookie, photos)
    const again = await post('/api/twin/train', c.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('AI_TRAINING_NOT_ALLOWED')

    const admin = await createAdmin(t.db)
    const adminCookie = (await loginHeaders(t, admin)).cookie
    expect((await post(`/api/admin/twin/${c.id}/grant-training`, c.cookie)).statusCode).toBe(403)
    const grant = await post(`/api/admin/twin/${c.id}/grant-training`, adminCookie)
    expect(grant.json()).toEqual({ trainingsGranted: 1 })
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'ai.grant_training'))).toHaveLength(1)
    expect((await post('/api/twin/train', c.cookie)).statusCode).toBe(202)
    expect((await modelOf(t, c.id)).trainingsGranted).toBe(0)
    await t.app.services.twinWorker.runTraining((await modelOf(t, c.id)).id)

    // 90 days later the twin has expired and may be trained again, without a grant.
    clock.advance(90 * DAY)
    expect((await get('/api/twin/status', c.cookie)).json()).toMatchObject({ status: 'expired', canTrain: true })
    expect((await get('/api/twin/model-info', c.cookie)).json()).toEqual({ daysRemaining: 0 })
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).json().code).toBe('AI_MODEL_NOT_READY')
  })

  it('holds 2 generations a day under concurrent requests and checks prompts', async () => {
    const c = await trainedCreator(t)
    expect((await post('/api/twin/generate', c.cookie, { prompt: '   ' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'x'.repeat(1001) })).statusCode).toBe(400)
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/twin/generate', c.cookie, { prompt: 'beach day' })))
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([202, 202, 429, 429, 429])
    expect(answers.find((a) => a.statusCode === 429)?.json().code).toBe('AI_DAILY_LIMIT')
    expect((await get('/api/twin/status', c.cookie)).json().generationsLeftToday).toBe(0)
  })

  it('generates into a private gallery, deletes only own images, and purges them after 7 days', async () => {
    const c = await trainedCreator(t)
    const started = (await post('/api/twin/generate', c.cookie, { prompt: 'city night' })).json()
    expect(started).toMatchObject({ status: 'pending', kind: 'prompt', images: [] })
    await t.app.services.twinWorker.runGeneration(started.id)
    const done = (await get(`/api/twin/generations/${started.id}`, c.cookie)).json()
    expect(done).toMatchObject({ status: 'succeeded', images: [expect.objectContaining({ prompt: 'city night' })] })
    const gallery = (await get('/api/twin/generated-images', c.cookie)).json().images
    expect(gallery).toHaveLength(1)
    expect((await get(gallery[0].url, c.cookie)).headers['content-type']).toBe('image/webp')

    const other = await createCreator(t)
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/twin/image',
      headers: { cookie: other.cookie },
      payload: { url: gallery[0].url },
    })
    expect(foreign.statusCode).toBe(404)
    expect((await get(gallery[0].url, other.cookie)).statusCode).toBe(404)

    const second = (await post('/api/twin/generate', c.cookie, { prompt: 'studio' })).json()
    await t.app.services.twinWorker.runGeneration(second.id)
    const [img] = await t.db.select().from(aiImages).where(eq(aiImages.generationId, second.id))
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/twin/image',
      headers: { cookie: c.cookie },
      payload: { url: `/api/twin/images/${img?.id}/file` },
    })
    expect(del.statusCode).toBe(204)
    expect(existsSync(privateFile(img?.storageKey as string))).toBe(false)

    const [kept] = await t.db.select().from(aiImages).where(eq(aiImages.userId, c.id))
    clock.advance(7 * DAY + 1000)
    await scheduledPurge(t)
    expect(await t.db.select().from(aiImages).where(eq(aiImages.userId, c.id))).toHaveLength(0)
    expect(existsSync(privateFile(kept?.storageKey as string))).toBe(false)
    // Their generations (the prompts) go with them.
    expect(await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, c.id))).toHaveLength(0)
    // The next day's quota is fresh again.
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).statusCode).toBe(202)
  })

  it('makes four styles from one photo in the outfit generator', async () => {
    const c = await createCreator(t)
    const res = await sendOutfit(t, c.cookie, await facePhoto(), { prompt: 'summer beach' })
    expect(res.statusCode).toBe(202)
    await t.app.services.twinWorker.runGeneration(res.json().id)
    const done = (await get(`/api/twin/generations/${res.json().id}`, c.cookie)).json()
    expect(done).toMatchObject({ status: 'succeeded', kind: 'outfit' })
    expect(done.images).toHaveLength(4)
  })

  it('publishes a generated image as a post flagged AI-generated on the public page, once', async () => {
    const c = await trainedCreator(t)
    const g = (await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).json()
    await t.app.services.twinWorker.runGeneration(g.id)
    const [image] = (await get('/api/twin/generated-images', c.cookie)).json().images
    const fields = { category: 'clothes', expiry_date: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10), description: 'My look' }
    const other = await createCreator(t)
    expect((await post(`/api/twin/images/${image.id}/publish`, other.cookie, fields)).statusCode).toBe(404)
    const res = await post(`/api/twin/images/${image.id}/publish`, c.cookie, fields)
    expect(res.statusCode).toBe(201)
    const { imageId } = res.json()
    expect((await post(`/api/twin/images/${image.id}/publish`, c.cookie, fields)).json().code).toBe('AI_ALREADY_PUBLISHED')
    const mine = (await get('/api/images', c.cookie)).json()
    const list = Array.isArray(mine) ? mine : mine.images
    expect(list.find((i: { id: string }) => i.id === imageId)).toMatchObject({ ai_generated: true, description: 'My look' })
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/${c.username}` })).json()
    expect(JSON.stringify(page)).toContain('"ai_generated":true')
  })

  it('keeps generations counted until they fail, then gives the quota back', async () => {
    const c = await trainedCreator(t)
    const a = (await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).json()
    await post('/api/twin/generate', c.cookie, { prompt: 'beach' })
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).statusCode).toBe(429)
    await t.db
      .update(aiGenerations)
      .set({ createdAt: new Date(clock.now().getTime() - 11 * 60_000) })
      .where(eq(aiGenerations.id, a.id))
    await t.app.services.twinWorker.poll()
    expect((await get(`/api/twin/generations/${a.id}`, c.cookie)).json()).toMatchObject({ status: 'failed', error: 'generation_failed' })
    expect((await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).statusCode).toBe(202)
  })
  it('removes the private AI files with a deleted account', async () => {
    const c = await trainedCreator(t)
    const g = (await post('/api/twin/generate', c.cookie, { prompt: 'beach' })).json()
    await t.app.services.twinWorker.runGeneration(g.id)
    await uploadPhotos(t, c.cookie, [await facePhoto()])
    const keys = [
      ...(await t.db.select().from(aiImages).where(eq(aiImages.userId, c.id))).map((r) => r.storageKey),
      (await modelOf(t, c.id)).providerModelId as string,
    ]
    expect(keys.every((k) => existsSync(privateFile(k)))).toBe(true)
    const admin = await createAdmin(t.db)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/influencers/${c.id}`,
      headers: { cookie: (await loginHeaders(t, admin)).cookie },
    })
    expect(res.statusCode).toBeLessThan(300)
    for (const key of keys) expect(existsSync(privateFile(key)), key).toBe(false)
    expect(
      existsSync(privateFile(`ai/training/${c.id}`)) && (await import('node:fs')).readdirSync(privateFile(`ai/training/${c.id}`)).length,
    ).toBeFalsy()
  })

  it('deletes the outfit photo once its generation ended', async () => {
    const c = await createCreator(t)
    const res = await sendOutfit(t, c.cookie, await facePhoto())
    const [row] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, res.json().id))
    expect(existsSync(privateFile(row?.sourceStorageKey as string))).toBe(true)
    await t.app.services.twinWorker.runGeneration(res.json().id)
    expect(existsSync(privateFile(row?.sourceStorageKey as string))).toBe(false)
  })
})
