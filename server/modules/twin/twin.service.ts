import { randomUUID } from 'node:crypto'
import { DAY_MS } from '../../../contract/dates.ts'
import {
  type AiLocalModels,
  TWIN_GENERATIONS_PER_DAY,
  TWIN_TRAINING_INTERVAL_MONTHS,
  TWIN_TRAINING_PHOTOS,
  TWIN_TRAINING_TIMEOUT_MINUTES,
  type TwinGeneration,
  type TwinModelInfo,
  type TwinPublishInput,
  type TwinStatus,
  type TwinTrainInput,
} from '../../../contract/twin.ts'
import type { Database } from '../../db/client.ts'
import type { AiGeneration, AiModel } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { CHECK_PHOTOS_JOB, GENERATE_JOB, TRAIN_JOB } from './twin.jobs.ts'
import type { TwinRepository } from './twin.repository.ts'
import { imageJson, reencodePhoto } from './twin-photos.ts'
import { addMonths, assertOneFaceEach, effectiveStatus, startOfUtcDay, trainingCharge } from './twin-rules.ts'

export type Actor = Pick<SessionUser, 'id' | 'role' | 'planType'>

/**
 * The AI studio's rules: the AI plan (checked here too, not only by the route guard), 4 private
 * training photos, one free training per 3 months plus admin grants, 2 generations per UTC day
 * (counted under the model row's lock, so parallel requests cannot overdraw), 7-day retention,
 * and publishing a generated image as a normal image post flagged AI-generated.
 */
export function createTwinService(deps: {
  db: Database
  repo: TwinRepository
  /** Private storage (not served under /uploads). */
  files: StoragePort
  jobs: Pick<JobQueue, 'send'>
  images: Pick<ImagesService, 'upload'>
  accounts: Pick<UsersAdminService, 'findById'>
  audit: AuditRecorder
  provider: AiModel['provider']
  /** Without them the local provider cannot work at all, and Replicate's photos go unchecked. */
  localModels: AiLocalModels
  now?: () => Date
}) {
  const { db, repo, files, jobs, provider, localModels } = deps
  const now = deps.now ?? (() => new Date())
  const faceCheck = localModels === 'installed'

  function assertAi(actor: Actor) {
    if (actor.planType !== 'ai') throw new AppError('FORBIDDEN')
  }

  /** For every step that would make work for a provider that cannot do it. */
  function assertStudio(actor: Actor) {
    assertAi(actor)
    if (provider === 'local' && localModels === 'not_installed') throw new AppError('AI_STUDIO_UNAVAILABLE')
  }

  async function generationJson(generation: AiGeneration): Promise<TwinGeneration> {
    const images = generation.status === 'succeeded' ? await repo.listGenerationImages(db, generation.id) : []
    return {
      id: generation.id,
      kind: generation.kind,
      status: generation.status,
      prompt: generation.prompt,
      step: generation.step,
      images: images.map(imageJson),
      error: generation.status === 'failed' ? 'generation_failed' : null,
    }
  }

  async function status(actor: Actor): Promise<TwinStatus> {
    assertAi(actor)
    const model = await repo.findModel(db, actor.id)
    const value = effectiveStatus(model, now())
    const photos = model ? await repo.listPhotos(db, model.id) : []
    const charge = trainingCharge(model, now())
    const used = await repo.countGenerationsSince(db, actor.id, startOfUtcDay(now()))
    const started = model?.trainingStartedAt?.getTime() ?? now().getTime()
    const progress =
      value === 'processing'
        ? Math.min(95, Math.round(((now().getTime() - started) / (TWIN_TRAINING_TIMEOUT_MINUTES * 60_000)) * 100))
        : null
    return {
      status: value,
      progress,
      gender: model?.gender ?? 'woman',
      provider,
      localModels,
      photos: photos.map((p) => ({ id: p.id, url: `/api/twin/photos/${p.id}`, faces: p.faces })),
      canTrain: value !== 'processing' && charge !== null,
      nextTrainingAt:
        charge === null && model?.freeTrainingAt ? addMonths(model.freeTrainingAt, TWIN_TRAINING_INTERVAL_MONTHS).toISOString() : null,
      lastError: model?.status === 'failed' ? 'training_failed' : null,
      generationsLeftToday: Math.max(0, TWIN_GENERATIONS_PER_DAY - used),
      generationsPerDay: TWIN_GENERATIONS_PER_DAY,
      generationsResetAt: new Date(startOfUtcDay(now()).getTime() + DAY_MS).toISOString(),
    }
  }

  /** Counts and inserts under the model row's lock, so two requests cannot both pass the limit. */
  async function startGeneration(actor: Actor, input: { prompt: string; kind: 'prompt' | 'outfit'; source?: Buffer }) {
    assertStudio(actor)
    const sourceKey = input.source ? `ai/sources/${actor.id}/${randomUUID()}.webp` : null
    if (input.source && sourceKey) await files.put(sourceKey, await reencodePhoto(input.source), 'image/webp')
    try {
      const generation = await db.transaction(async (tx) => {
        const model = await repo.lockModel(tx, actor.id, provider)
        if (input.kind === 'prompt' && effectiveStatus(model, now()) !== 'ready') throw new AppError('AI_MODEL_NOT_READY')
        const used = await repo.countGenerationsSince(tx, actor.id, startOfUtcDay(now()))
        if (used >= TWIN_GENERATIONS_PER_DAY) throw new AppError('AI_DAILY_LIMIT')
        const created = await repo.insertGeneration(tx, {
          userId: actor.id,
          modelId: model.id,
          prompt: input.prompt,
          kind: input.kind,
          sourceStorageKey: sourceKey,
          provider,
          step: 'queued',
          createdAt: now(),
        })
        await jobs.send(GENERATE_JOB, { generationId: created.id }, { tx })
        return created
      })
      return generationJson(generation)
    } catch (error) {
      if (sourceKey) await files.delete(sourceKey)
      throw error
    }
  }

  return {
    status,

    async modelInfo(actor: Actor): Promise<TwinModelInfo> {
      assertAi(actor)
      const model = await repo.findModel(db, actor.id)
      if (effectiveStatus(model, now()) !== 'ready' || !model?.expiresAt) return { daysRemaining: 0 }
      return { daysRemaining: Math.max(0, Math.ceil((model.expiresAt.getTime() - now().getTime()) / DAY_MS)) }
    },

    /** Adds photos; more than 4 in total stores nothing and says so. */
    async uploadPhotos(actor: Actor, uploads: Buffer[]): Promise<TwinStatus> {
      assertStudio(actor)
      if (uploads.length === 0) throw new AppError('AI_PHOTOS_REQUIRED')
      if (uploads.length > TWIN_TRAINING_PHOTOS) throw new AppError('AI_TOO_MANY_PHOTOS')
      const encoded: Buffer[] = []
      for (const upload of uploads) encoded.push(await reencodePhoto(upload))
      const keys = encoded.map(() => `ai/training/${actor.id}/${randomUUID()}.webp`)
      for (const [i, key] of keys.entries()) await files.put(key, encoded[i] as Buffer, 'image/webp')
      try {
        await db.transaction(async (tx) => {
          const model = await repo.lockModel(tx, actor.id, provider)
          if (model.status === 'processing') throw new AppError('AI_TRAINING_RUNNING')
          const existing = await repo.listPhotos(tx, model.id)
          if (existing.length + keys.length > TWIN_TRAINING_PHOTOS) throw new AppError('AI_TOO_MANY_PHOTOS')
          await repo.insertPhotos(tx, model.id, keys)
          if (faceCheck) await jobs.send(CHECK_PHOTOS_JOB, { modelId: model.id }, { tx })
        })
      } catch (error) {
        await Promise.all(keys.map((k) => files.delete(k)))
        throw error
      }
      return status(actor)
    },

    async deletePhoto(actor: Actor, id: string): Promise<TwinStatus> {
      assertAi(actor)
      const key = await db.transaction(async (tx) => {
        const model = await repo.lockModel(tx, actor.id, provider)
        const photo = await repo.findPhoto(tx, actor.id, id)
        if (!photo) throw new AppError('AI_PHOTO_NOT_FOUND')
        if (model.status === 'processing') throw new AppError('AI_TRAINING_RUNNING')
        await repo.deletePhoto(tx, id)
        return photo.storageKey
      })
      await files.delete(key)
      return status(actor)
    },

    async photoFile(actor: Actor, id: string): Promise<Buffer> {
      assertAi(actor)
      const photo = await repo.findPhoto(db, actor.id, id)
      const data = photo && (await files.get(photo.storageKey))
      if (!data) throw new AppError('AI_PHOTO_NOT_FOUND')
      return data
    },

    /** Spends the window's free training or a grant and queues the work, in one transaction. */
    async train(actor: Actor, input: TwinTrainInput): Promise<TwinStatus> {
      assertStudio(actor)
      await db.transaction(async (tx) => {
        const model = await repo.lockModel(tx, actor.id, provider)
        if (model.status === 'processing') throw new AppError('AI_TRAINING_RUNNING')
        const photos = await repo.listPhotos(tx, model.id)
        if (photos.length < TWIN_TRAINING_PHOTOS) throw new AppError('AI_PHOTOS_REQUIRED')
        if (faceCheck) assertOneFaceEach(photos)
        const charge = trainingCharge(model, now())
        if (!charge) throw new AppError('AI_TRAINING_NOT_ALLOWED')
        await repo.updateModel(tx, model.id, {
          status: 'processing',
          gender: input.gender,
          provider,
          error: null,
          providerTrainingId: null,
          trainingStartedAt: now(),
          trainingCharge: charge,
          ...(charge === 'free' ? { freeTrainingAt: now() } : { trainingsGranted: model.trainingsGranted - 1 }),
        })
        await jobs.send(TRAIN_JOB, { modelId: model.id }, { tx })
      })
      return status(actor)
    },

    generate: (actor: Actor, prompt: string) => startGeneration(actor, { prompt, kind: 'prompt' }),

    /** One photo → four styles; the twin is not needed, the quota is the same. */
    outfit: (actor: Actor, photo: Buffer, prompt: string | undefined) =>
      startGeneration(actor, { prompt: prompt ?? 'outfit', kind: 'outfit', source: photo }),

    async generation(actor: Actor, id: string): Promise<TwinGeneration> {
      assertAi(actor)
      const generation = await repo.findGeneration(db, id)
      if (!generation || generation.userId !== actor.id) throw new AppError('NOT_FOUND')
      return generationJson(generation)
    },

    async gallery(actor: Actor) {
      assertAi(actor)
      return { images: (await repo.listImages(db, actor.id, now())).map(imageJson) }
    },

    async imageFile(actor: Actor, id: string): Promise<Buffer> {
      assertAi(actor)
      const image = await repo.findImage(db, actor.id, { id }, now())
      const data = image && (await files.get(image.storageKey))
      if (!data) throw new AppError('AI_IMAGE_NOT_FOUND')
      return data
    },

    /** By id or by the gallery url; another creator's image answers 404 like an unknown one. */
    async deleteImage(actor: Actor, ref: { id?: string; url?: string }): Promise<void> {
      assertAi(actor)
      const id = ref.id ?? /^\/api\/twin\/images\/([0-9a-f-]{36})\/file$/.exec(new URL(ref.url ?? '', 'http://x').pathname)?.[1]
      const image = id && (await repo.findImage(db, actor.id, { id }, now()))
      if (!image) throw new AppError('AI_IMAGE_NOT_FOUND')
      const keys = await repo.deleteImages(db, [image.id])
      await Promise.all(keys.map((k) => files.delete(k)))
    },

    /** The generated image becomes a normal image post (own copy of the file), flagged AI-generated. */
    async publish(actor: Actor, id: string, fields: TwinPublishInput) {
      assertAi(actor)
      const image = await repo.findImage(db, actor.id, { id }, now())
      const data = image && (await files.get(image.storageKey))
      if (!image || !data) throw new AppError('AI_IMAGE_NOT_FOUND')
      if (image.publishedImageId) throw new AppError('AI_ALREADY_PUBLISHED')
      const post = await deps.images.upload(actor, fields, data, { aiGenerated: true })
      await repo.markPublished(db, image.id, post.id)
      return { imageId: post.id }
    },

    /** Admin: one more training for a creator, recorded in the audit trail. */
    async grantTraining(admin: Pick<SessionUser, 'id' | 'role'>, userId: string) {
      if (admin.role !== 'admin') throw new AppError('FORBIDDEN')
      return db.transaction(async (tx) => {
        const user = await deps.accounts.findById(userId, tx)
        if (!user) throw new AppError('USER_NOT_FOUND')
        const model = await repo.lockModel(tx, userId, provider)
        const trainingsGranted = model.trainingsGranted + 1
        await repo.updateModel(tx, model.id, { trainingsGranted })
        await deps.audit.record(tx, {
          actorId: admin.id,
          // Stored in the audit log; older rows carry this name, so it stays.
          action: 'ai.grant_training',
          target: { id: user.id, username: user.username },
          details: { trainingsGranted },
        })
        return { trainingsGranted }
      })
    },
  }
}

export type TwinService = ReturnType<typeof createTwinService>
