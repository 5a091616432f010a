import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { TWIN_GENERATION_TIMEOUT_MINUTES, TWIN_TRAINING_TIMEOUT_MINUTES } from '../../../contract/twin.ts'
import type { Database } from '../../db/client.ts'
import type { AiGeneration } from '../../db/schema/index.ts'
import type { AiPort, RemoteJob } from '../../ports/ai/index.ts'
import type { VisionPort } from '../../ports/ai/vision.port.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { TwinRepository } from './twin.repository.ts'
import { imageExpiry, imagesPerGeneration, modelExpiry, retentionCutoff } from './twin-rules.ts'

/** Provider jobs still running after this long are looked up (a webhook may have been lost). */
export const POLL_AFTER_MINUTES = 3
const PURGE_BATCH = 200

/**
 * The background half of the studio: runs trainings and generations through the AI port, stores
 * results privately, finishes remote work from webhooks or polling, and applies retention. Every
 * step is idempotent (state changes are conditional on the current state), so pg-boss retries,
 * a webhook and the polling job racing each other finish a job exactly once.
 */
export function createTwinWorker(deps: {
  db: Database
  repo: TwinRepository
  files: StoragePort
  port: AiPort
  vision: Pick<VisionPort, 'countFaces'>
  log?: Pick<FastifyBaseLogger, 'warn'>
  webhookUrl?: string
  now?: () => Date
}) {
  const { db, repo, files, port } = deps
  const now = deps.now ?? (() => new Date())

  async function completeTraining(modelId: string, modelVersion: string, artifact?: Buffer) {
    let version = modelVersion
    if (artifact) {
      version = `ai/models/${modelId}/${randomUUID()}.webp`
      await files.put(version, artifact, 'image/webp')
    }
    const done = await repo.completeTraining(db, modelId, {
      providerModelId: version,
      trainedAt: now(),
      expiresAt: modelExpiry(now()),
    })
    if (!done && artifact) await files.delete(version)
    if (done) await deletePhotos(modelId)
  }

  async function deletePhotos(modelId: string) {
    const keys = await repo.deletePhotos(db, modelId)
    await Promise.all(keys.map((k) => files.delete(k)))
  }

  async function storeImages(generation: AiGeneration, images: Buffer[]) {
    const keys = images.map(() => `ai/images/${generation.userId}/${randomUUID()}.webp`)
    for (const [i, key] of keys.entries()) await files.put(key, images[i] as Buffer, 'image/webp')
    const finished = await db.transaction(async (tx) => {
      const ok = await repo.finishGeneration(tx, generation.id, { status: 'succeeded', completedAt: now() })
      if (ok) {
        await repo.insertImages(
          tx,
          keys.map((storageKey) => ({
            userId: generation.userId,
            generationId: generation.id,
            storageKey,
            prompt: generation.prompt,
            createdAt: now(),
            expiresAt: imageExpiry(now()),
          })),
        )
      }
      return ok
    })
    if (!finished) await Promise.all(keys.map((k) => files.delete(k)))
    await dropSource(generation.id)
  }

  async function failGeneration(id: string, error: string) {
    // A failed generation no longer counts against the daily limit: that is the refund.
    await repo.finishGeneration(db, id, { status: 'failed', error: error.slice(0, 500), completedAt: now() })
    await dropSource(id)
  }

  /** The outfit generator's photo is only needed until its generation ended. */
  async function dropSource(generationId: string) {
    const generation = await repo.findGeneration(db, generationId)
    if (!generation?.sourceStorageKey || (generation.status !== 'succeeded' && generation.status !== 'failed')) return
    await repo.updateGeneration(db, generationId, { sourceStorageKey: null })
    await files.delete(generation.sourceStorageKey)
  }

  async function applyRemote(kind: 'training' | 'prediction', id: string, state: RemoteJob) {
    if (kind === 'training') {
      const model = await repo.findModelByTraining(db, id)
      if (!model) return
      if (state.status === 'succeeded' && state.modelVersion) await completeTraining(model.id, state.modelVersion)
      else if (state.status === 'failed') await repo.failTraining(db, model.id, state.error)
      return
    }
    const generation = await repo.findGenerationByPrediction(db, id)
    if (!generation) return
    if (state.status === 'failed') return failGeneration(generation.id, state.error)
    if (state.status !== 'succeeded' || !port.download) return
    const outputs: Buffer[] = []
    for (const url of state.outputUrls ?? []) outputs.push(await port.download(url))
    if (outputs.length) await storeImages(generation, outputs)
    else await failGeneration(generation.id, 'no output')
  }

  return {
    applyRemote,

    /** Counts the faces on photos not checked yet; training refuses any photo without exactly one. */
    async checkPhotos(modelId: string) {
      for (const photo of await repo.uncheckedPhotos(db, modelId)) {
        const data = await files.get(photo.storageKey)
        // A photo deleted meanwhile has nothing left to check.
        if (data) await repo.setPhotoFaces(db, photo.id, await deps.vision.countFaces(data))
      }
    },

    async runTraining(modelId: string) {
      const model = await repo.findModelById(db, modelId)
      if (model?.status !== 'processing' || model.providerTrainingId) return
      try {
        const photos: Buffer[] = []
        for (const p of await repo.listPhotos(db, modelId)) {
          const data = await files.get(p.storageKey)
          if (data) photos.push(data)
        }
        const result = await port.train({ modelId, photos, gender: model.gender, webhookUrl: deps.webhookUrl })
        if (result.state === 'started') await repo.updateModel(db, modelId, { providerTrainingId: result.id })
        else await completeTraining(modelId, result.modelVersion, result.artifact)
      } catch (error) {
        deps.log?.warn({ err: error, modelId }, 'AI training failed')
        await repo.failTraining(db, modelId, 'training failed')
      }
    },

    async runGeneration(generationId: string) {
      const generation = await repo.findGeneration(db, generationId)
      if (generation?.status !== 'pending') return
      try {
        // The local studio cuts the outfit photo's person out first (seconds); the page names the step.
        const step = port.name === 'local' && generation.sourceStorageKey ? 'segmenting' : 'compositing'
        await repo.updateGeneration(db, generationId, { status: 'processing', step })
        const model = generation.modelId ? await repo.findModelById(db, generation.modelId) : undefined
        const version = model?.status === 'ready' ? model.providerModelId : null
        const subject = version?.startsWith('ai/') ? await files.get(version) : null
        const source = generation.sourceStorageKey ? await files.get(generation.sourceStorageKey) : null
        const result = await port.generate({
          kind: generation.kind,
          prompt: generation.prompt,
          count: imagesPerGeneration(generation.kind),
          gender: model?.gender ?? 'woman',
          modelVersion: version,
          subject,
          source,
          webhookUrl: deps.webhookUrl,
        })
        if (result.state === 'started') {
          await repo.updateGeneration(db, generationId, { providerPredictionId: result.id, step: 'generating' })
        } else await storeImages(generation, result.images)
      } catch (error) {
        deps.log?.warn({ err: error, generationId }, 'AI generation failed')
        await failGeneration(generationId, 'generation failed')
      }
    },

    /**
     * Looks up remote work unfinished after a few minutes, and fails (with refund) anything past
     * its time limit, so neither a lost webhook nor a dead provider leaves a training stuck.
     */
    async poll() {
      const t = now().getTime()
      for (const model of await repo.runningTrainings(db, new Date(t - POLL_AFTER_MINUTES * 60_000))) {
        if (model.providerTrainingId && port.training) {
          await applyRemote('training', model.providerTrainingId, await port.training(model.providerTrainingId))
        }
        const started = model.trainingStartedAt?.getTime() ?? 0
        if (started < t - TWIN_TRAINING_TIMEOUT_MINUTES * 60_000) await repo.failTraining(db, model.id, 'training timed out')
      }
      for (const generation of await repo.unfinishedGenerations(db, new Date(t - POLL_AFTER_MINUTES * 60_000))) {
        if (generation.providerPredictionId && port.prediction) {
          await applyRemote('prediction', generation.providerPredictionId, await port.prediction(generation.providerPredictionId))
        }
        if (generation.createdAt.getTime() < t - TWIN_GENERATION_TIMEOUT_MINUTES * 60_000) {
          await failGeneration(generation.id, 'generation timed out')
        }
      }
    },

    /**
     * Generated images past 7 days (rows, then files), the finished generations (prompts) of the
     * same age, training photos of trained models, expired models.
     */
    async purge() {
      for (;;) {
        const expired = await repo.expiredImages(db, now(), PURGE_BATCH)
        const keys = await repo.deleteImages(
          db,
          expired.map((i) => i.id),
        )
        await Promise.all(keys.map((k) => files.delete(k)))
        if (expired.length < PURGE_BATCH) break
      }
      await repo.deleteFinishedGenerations(db, retentionCutoff(now()))
      for (const modelId of await repo.trainedModelIdsWithPhotos(db)) await deletePhotos(modelId)
      await repo.expireModels(db, now())
    },
  }
}

export type TwinWorker = ReturnType<typeof createTwinWorker>
