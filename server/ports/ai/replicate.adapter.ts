import { randomUUID } from 'node:crypto'
import { storedZip } from '../../lib/zip.ts'
import type { AiPort, RemoteJob } from './ai.port.ts'
import { remoteState } from './replicate-webhook.ts'

export const REPLICATE_API = 'https://api.replicate.com/v1'
/** The FLUX LoRA trainer, pinned: a new trainer version is a deliberate change, not a surprise. */
export const TRAINER = {
  owner: 'ostris',
  name: 'flux-dev-lora-trainer',
  version: 'b6af14222e6bd9be257cbc1ea4afda3cd0503e1133083b9d1de0364d8568e6ef',
}
/** The word the LoRA learns for the creator; prompts are prefixed with it. */
export const TRIGGER_WORD = 'LOOKTAGTWIN'
const OUTPUT_HOSTS = ['replicate.delivery']

/**
 * Replicate: one private destination model per twin (owner/looktag-twin-<model id>), the 4 photos
 * as one zip through the files API, a FLUX LoRA training with the pinned trainer, generation with
 * the trained version. Results arrive by webhook (`?kind=`), or by the polling job.
 */
export function createReplicateAdapter(options: { token: string; owner: string; fetch?: typeof fetch }): AiPort {
  const http = options.fetch ?? fetch
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const res = await http(`${REPLICATE_API}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      signal: AbortSignal.timeout(30_000),
    })
    if (!res.ok) throw new Error(`Replicate ${init.method ?? 'GET'} ${path}: ${res.status}`)
    return res.json()
  }
  const state = async (path: string): Promise<RemoteJob> => remoteState(await call(path))?.state ?? { status: 'processing' }
  const hook = (url: string | undefined, kind: string) =>
    url ? { webhook: `${url}?kind=${kind}`, webhook_events_filter: ['completed'] } : {}

  return {
    name: 'replicate',
    async train({ modelId, photos, webhookUrl }) {
      const name = `looktag-twin-${modelId}`
      // An earlier attempt may have created it already (409): that model is reused.
      await call('/models', {
        method: 'POST',
        body: JSON.stringify({ owner: options.owner, name, visibility: 'private', hardware: 'gpu-t4' }),
      }).catch((error: Error) => {
        if (!/: 409$/.test(error.message)) throw error
      })
      const form = new FormData()
      const zip = storedZip(photos.map((data, i) => ({ name: `photo-${i + 1}.webp`, data })))
      form.append('content', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `${randomUUID()}.zip`)
      const file = (await call('/files', { method: 'POST', body: form })) as { urls?: { get?: string } }
      if (!file.urls?.get) throw new Error('Replicate files API returned no url')
      const training = (await call(`/models/${TRAINER.owner}/${TRAINER.name}/versions/${TRAINER.version}/trainings`, {
        method: 'POST',
        body: JSON.stringify({
          destination: `${options.owner}/${name}`,
          input: { input_images: file.urls.get, trigger_word: TRIGGER_WORD, steps: 1000, autocaption: true },
          ...hook(webhookUrl, 'training'),
        }),
      })) as { id?: string }
      if (!training.id) throw new Error('Replicate returned no training id')
      return { state: 'started', id: training.id }
    },
    async generate({ prompt, count, modelVersion, gender, webhookUrl }) {
      if (!modelVersion) throw new Error('No trained version')
      const version = modelVersion.split(':').pop()
      const prediction = (await call('/predictions', {
        method: 'POST',
        body: JSON.stringify({
          version,
          input: { prompt: `a photo of ${TRIGGER_WORD}, a ${gender}, ${prompt}`, num_outputs: count, output_format: 'webp' },
          ...hook(webhookUrl, 'prediction'),
        }),
      })) as { id?: string }
      if (!prediction.id) throw new Error('Replicate returned no prediction id')
      return { state: 'started', id: prediction.id }
    },
    training: (id) => state(`/trainings/${encodeURIComponent(id)}`),
    prediction: (id) => state(`/predictions/${encodeURIComponent(id)}`),
    async download(url) {
      // Only Replicate's delivery hosts: a forged output url must not make the server fetch anywhere.
      const host = new URL(url).hostname
      if (!OUTPUT_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) throw new Error(`Unexpected output host ${url}`)
      const res = await http(url, { signal: AbortSignal.timeout(60_000) })
      if (!res.ok) throw new Error(`Replicate output ${res.status}`)
      return Buffer.from(await res.arrayBuffer())
    },
  }
}
