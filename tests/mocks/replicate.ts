import { randomUUID } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import sharp from 'sharp'
import { REPLICATE_API } from '../../server/ports/ai/replicate.adapter.ts'

export const REPLICATE_TOKEN = 'r8_looktag_test_token'
/** Standard-webhooks secret: `whsec_` + base64 key. */
export const REPLICATE_WEBHOOK_SECRET = `whsec_${Buffer.from('looktag-replicate-webhook-key').toString('base64')}`
export const REPLICATE_OWNER = 'looktag-test'

interface FakeJob {
  id: string
  status: 'starting' | 'processing' | 'succeeded' | 'failed'
  output: unknown
  error: string | null
  input: Record<string, unknown>
  webhook?: string
}

/**
 * A fake Replicate API for MSW: models, files, trainings with the pinned trainer, predictions,
 * and the delivery host for outputs. Jobs stay "processing" until the test finishes them.
 */
export function createReplicateFake() {
  const trainings = new Map<string, FakeJob>()
  const predictions = new Map<string, FakeJob>()
  const files: Buffer[] = []
  const models: string[] = []
  const unauthorized = (request: Request) => request.headers.get('authorization') !== `Bearer ${REPLICATE_TOKEN}`

  const handlers = [
    http.post(`${REPLICATE_API}/models`, async ({ request }) => {
      if (unauthorized(request)) return new HttpResponse(null, { status: 401 })
      const body = (await request.json()) as { owner: string; name: string }
      if (models.includes(body.name)) return HttpResponse.json({ detail: 'exists' }, { status: 409 })
      models.push(body.name)
      return HttpResponse.json({ owner: body.owner, name: body.name }, { status: 201 })
    }),
    http.post(`${REPLICATE_API}/files`, async ({ request }) => {
      if (unauthorized(request)) return new HttpResponse(null, { status: 401 })
      const content = (await request.formData()).get('content')
      if (!(content instanceof Blob)) return HttpResponse.json({ detail: 'content required' }, { status: 400 })
      files.push(Buffer.from(await content.arrayBuffer()))
      const id = randomUUID()
      return HttpResponse.json({ id, urls: { get: `${REPLICATE_API}/files/${id}` } }, { status: 201 })
    }),
    http.post(`${REPLICATE_API}/models/:owner/:name/versions/:version/trainings`, async ({ request, params }) => {
      if (unauthorized(request)) return new HttpResponse(null, { status: 401 })
      const body = (await request.json()) as { input: Record<string, unknown>; webhook?: string; destination: string }
      const job: FakeJob = {
        id: `tr_${randomUUID().slice(0, 8)}`,
        status: 'starting',
        output: null,
        error: null,
        input: { ...body.input, trainer: `${params.owner}/${params.name}:${params.version}`, destination: body.destination },
        webhook: body.webhook,
      }
      trainings.set(job.id, job)
      return HttpResponse.json(job, { status: 201 })
    }),
    http.get(`${REPLICATE_API}/trainings/:id`, ({ params }) => {
      const job = trainings.get(params.id as string)
      return job ? HttpResponse.json(job) : new HttpResponse(null, { status: 404 })
    }),
    http.post(`${REPLICATE_API}/predictions`, async ({ request }) => {
      if (unauthorized(request)) return new HttpResponse(null, { status: 401 })
      const body = (await request.json()) as { version: string; input: Record<string, unknown>; webhook?: string }
      const job: FakeJob = {
        id: `pr_${randomUUID().slice(0, 8)}`,
        status: 'starting',
        output: null,
        error: null,
        input: { ...body.input, version: body.version },
        webhook: body.webhook,
      }
      predictions.set(job.id, job)
      return HttpResponse.json(job, { status: 201 })
    }),
    http.get(`${REPLICATE_API}/predictions/:id`, ({ params }) => {
      const job = predictions.get(params.id as string)
      return job ? HttpResponse.json(job) : new HttpResponse(null, { status: 404 })
    }),
    http.get('https://replicate.delivery/:file', async () => {
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a855f7' } })
        .webp()
        .toBuffer()
      return new HttpResponse(new Uint8Array(image), { headers: { 'content-type': 'image/webp' } })
    }),
  ]

  return {
    handlers,
    trainings,
    predictions,
    files,
    models,
    succeedTraining(id: string) {
      const job = trainings.get(id) as FakeJob
      Object.assign(job, {
        status: 'succeeded',
        output: { version: `${job.input.destination}:v${id}`, weights: 'https://replicate.delivery/w.tar' },
      })
      return job
    },
    failTraining(id: string) {
      return Object.assign(trainings.get(id) as FakeJob, { status: 'failed', error: 'CUDA out of memory' })
    },
    succeedPrediction(id: string) {
      const job = predictions.get(id) as FakeJob
      const n = Number(job.input.num_outputs ?? 1)
      Object.assign(job, { status: 'succeeded', output: Array.from({ length: n }, (_, i) => `https://replicate.delivery/${id}-${i}.webp`) })
      return job
    },
  }
}

export type ReplicateFake = ReturnType<typeof createReplicateFake>
