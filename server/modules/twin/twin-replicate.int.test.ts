import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { createReplicateFake, REPLICATE_WEBHOOK_SECRET } from '../../../tests/mocks/replicate.ts'
import { aiImages, aiModels } from '../../db/schema/index.ts'
import { TRAINER } from '../../ports/ai/replicate.adapter.ts'
import { signReplicateWebhook } from '../../ports/ai/replicate-webhook.ts'
import { createCreator, createTwinApp, facePhoto, modelOf, REPLICATE_ENV, testClock, uploadPhotos } from './twin-test-helpers.ts'

const fake = createReplicateFake()
const server = setupServer(...fake.handlers)
const MINUTE = 60_000

describe('AI studio with Replicate (MSW fake)', () => {
  const clock = testClock()
  let t: TestApp
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' })
    t = await createTwinApp({
      clock,
      env: REPLICATE_ENV,
    })
  })
  afterAll(async () => {
    await t.close()
    server.close()
  })

  const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/twin/status', headers: { cookie } })).json()

  function webhook(kind: 'training' | 'prediction', body: unknown, opts: { id?: string; secret?: string; at?: Date } = {}) {
    const raw = Buffer.from(JSON.stringify(body))
    const id = opts.id ?? `msg_${randomUUID()}`
    const timestamp = Math.floor((opts.at ?? clock.now()).getTime() / 1000)
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/replicate?kind=${kind}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signReplicateWebhook(opts.secret ?? REPLICATE_WEBHOOK_SECRET, id, timestamp, raw),
      },
    })
  }

  async function startTraining() {
    const c = await createCreator(t)
    await uploadPhotos(t, c.cookie, await Promise.all(['#111', '#222', '#333', '#444'].map((x) => facePhoto(x))))
    expect((await t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie: c.cookie }, payload: {} })).statusCode).toBe(
      202,
    )
    await t.app.services.twinWorker.runTraining((await modelOf(t, c.id)).id)
    const model = await modelOf(t, c.id)
    return { c, model, trainingId: model.providerTrainingId as string }
  }

  it('trains with the pinned trainer on a zip from the files API, finished by a verified webhook once', async () => {
    const { c, trainingId } = await startTraining()
    const job = fake.trainings.get(trainingId)
    expect(job?.input.trainer).toBe(`${TRAINER.owner}/${TRAINER.name}:${TRAINER.version}`)
    expect(job?.webhook).toMatch(/\/api\/webhooks\/replicate\?kind=training$/)
    expect(fake.files.at(-1)?.subarray(0, 2).toString()).toBe('PK')
    expect((await status(c.cookie)).status).toBe('processing')

    const succeeded = fake.succeedTraining(trainingId)
    expect((await webhook('training', succeeded, { secret: `whsec_${Buffer.from('wrong').toString('base64')}` })).statusCode).toBe(400)
    expect((await webhook('training', succeeded, { at: new Date(clock.now().getTime() - 6 * MINUTE) })).statusCode).toBe(400)
    expect((await status(c.cookie)).status).toBe('processing')

    const id = `msg_${randomUUID()}`
    expect((await webhook('training', succeeded, { id })).statusCode).toBe(204)
    expect(await status(c.cookie)).toMatchObject({ status: 'ready', photos: [] })
    expect((await modelOf(t, c.id)).providerModelId).toBe(succeeded.output && (succeeded.output as { version: string }).version)
    const replay = await webhook('training', succeeded, { id })
    expect(replay.statusCode).toBe(400)
  })

  it('accepts webhook bodies well over 1 MiB', async () => {
    const { trainingId } = await startTraining()
    const big = { ...fake.succeedTraining(trainingId), logs: 'x'.repeat(3 * 1024 * 1024) }
    expect((await webhook('training', big)).statusCode).toBe(204)
  })

  it('finishes a training whose webhook never came through the polling job', async () => {
    const { c, trainingId } = await startTraining()
    fake.succeedTraining(trainingId)
    await t.app.services.twinWorker.poll()
    expect((await status(c.cookie)).status).toBe('processing') // too early to ask
    clock.advance(4 * MINUTE)
    await t.app.services.twinWorker.poll()
    expect((await status(c.cookie)).status).toBe('ready')
  })

  it('gives a failed training back exactly once (a grant stays one grant)', async () => {
    const c = await createCreator(t)
    // The free training of this window is spent; one admin grant is left.
    await t.db.insert(aiModels).values({ userId: c.id, provider: 'replicate', freeTrainingAt: clock.now(), trainingsGranted: 1 })
    await uploadPhotos(t, c.cookie, await Promise.all(['#555', '#666', '#777', '#888'].map((x) => facePhoto(x))))
    await t.app.inject({ method: 'POST', url: '/api/twin/train', headers: { cookie: c.cookie }, payload: {} })
    expect((await modelOf(t, c.id)).trainingsGranted).toBe(0)
    await t.app.services.twinWorker.runTraining((await modelOf(t, c.id)).id)
    const trainingId = (await modelOf(t, c.id)).providerTrainingId as string
    const failed = fake.failTraining(trainingId)
    expect((await webhook('training', failed)).statusCode).toBe(204)
    expect((await webhook('training', failed)).statusCode).toBe(204)
    clock.advance(4 * MINUTE)
    await t.app.services.twinWorker.poll()
    expect((await modelOf(t, c.id)).trainingsGranted).toBe(1)
    expect(await status(c.cookie)).toMatchObject({ status: 'none', lastError: 'training_failed', canTrain: true })
  })

  it('fails a training stuck past its time limit and gives the free training back', async () => {
    const { c } = await startTraining()
    expect((await status(c.cookie)).canTrain).toBe(false)
    clock.advance(31 * MINUTE)
    await t.app.services.twinWorker.poll()
    await t.app.services.twinWorker.poll()
    expect(await status(c.cookie)).toMatchObject({ status: 'none', lastError: 'training_failed', canTrain: true })
    expect((await modelOf(t, c.id)).freeTrainingAt).toBeNull()
  })

  it('generates with the trained version and stores the downloaded outputs privately', async () => {
    const { c, trainingId } = await startTraining()
    await webhook('training', fake.succeedTraining(trainingId))
    const g = (
      await t.app.inject({
        method: 'POST',
        url: '/api/twin/generate',
        headers: { cookie: c.cookie },
        payload: { prompt: 'red dress in Paris' },
      })
    ).json()
    await t.app.services.twinWorker.runGeneration(g.id)
    const [prediction] = [...fake.predictions.values()].filter((p) => String(p.input.prompt).includes('red dress in Paris'))
    expect(prediction?.input.version).toBe(`v${trainingId}`)
    expect((await webhook('prediction', fake.succeedPrediction(prediction?.id as string))).statusCode).toBe(204)
    const rows = await t.db.select().from(aiImages).where(eq(aiImages.generationId, g.id))
    expect(rows).toHaveLength(1)
    const file = await t.app.inject({ method: 'GET', url: `/api/twin/images/${rows[0]?.id}/file`, headers: { cookie: c.cookie } })
    expect(file.headers['content-type']).toBe('image/webp')
  })
})
