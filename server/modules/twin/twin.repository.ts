import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  type AiGeneration,
  type AiImage,
  type AiModel,
  aiGenerations,
  aiImages,
  aiModels,
  aiTrainingPhotos,
  aiWebhookEvents,
  type NewAiGeneration,
  type NewAiImage,
} from '../../db/schema/index.ts'

/** The AI studio's tables. Every function takes the executor (db or tx) first. */
export function createTwinRepository() {
  return {
    /** Generated images, training photos and generation sources of the account. */
    async fileKeys(db: Executor, userId: string): Promise<string[]> {
      // One after the other: inside a transaction the queries share one connection.
      const imageRows = await db.select({ key: aiImages.storageKey }).from(aiImages).where(eq(aiImages.userId, userId))
      const trainingRows = await db
        .select({ key: aiTrainingPhotos.storageKey })
        .from(aiTrainingPhotos)
        .innerJoin(aiModels, eq(aiModels.id, aiTrainingPhotos.modelId))
        .where(eq(aiModels.userId, userId))
      const generationRows = await db
        .select({ key: aiGenerations.sourceStorageKey })
        .from(aiGenerations)
        .where(eq(aiGenerations.userId, userId))
      const modelRows = await db.select({ key: aiModels.providerModelId }).from(aiModels).where(eq(aiModels.userId, userId))
      // The local studio keeps its subject cut-out as a private file named by providerModelId.
      const localModelKeys = modelRows.map((r) => r.key).filter((k) => k?.startsWith('ai/'))
      return [...imageRows, ...trainingRows, ...generationRows]
        .map((r) => r.key)
        .concat(localModelKeys)
        .filter((k): k is string => !!k)
    },

    // models

    async findModel(db: Executor, userId: string): Promise<AiModel | undefined> {
      const [row] = await db.select().from(aiModels).where(eq(aiModels.userId, userId)).limit(1)
      return row
    },

    async findModelById(db: Executor, id: string): Promise<AiModel | undefined> {
      const [row] = await db.select().from(aiModels).where(eq(aiModels.id, id)).limit(1)
      return row
    },

    async findModelByTraining(db: Executor, trainingId: string): Promise<AiModel | undefined> {
      const [row] = await db.select().from(aiModels).where(eq(aiModels.providerTrainingId, trainingId)).limit(1)
      return row
    },

    /** The creator's model row, created on first use and locked for the rest of the transaction. */
    async lockModel(tx: Executor, userId: string, provider: AiModel['provider']): Promise<AiModel> {
      await tx.insert(aiModels).values({ userId, provider }).onConflictDoNothing({ target: aiModels.userId })
      const [row] = await tx.select().from(aiModels).where(eq(aiModels.userId, userId)).for('update')
      return row as AiModel
    },

    async updateModel(db: Executor, id: string, values: Partial<AiModel>): Promise<void> {
      await db.update(aiModels).set(values).where(eq(aiModels.id, id))
    },

    /** processing → ready, once; false when the training already ended. */
    async completeTraining(
      db: Executor,
      id: string,
      values: { providerModelId: string; trainedAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(aiModels)
        .set({ ...values, status: 'ready', error: null, trainingCharge: null })
        .where(and(eq(aiModels.id, id), eq(aiModels.status, 'processing')))
        .returning({ id: aiModels.id })
      return rows.length > 0
    },

    /**
     * processing → failed, once, giving back exactly what the training was paid with (a grant, or
     * the free training of the window) in the same statement; false when it already ended.
     */
    async failTraining(db: Executor, id: string, error: string): Promise<boolean> {
      const rows = await db
        .update(aiModels)
        .set({
          status: 'failed',
          error,
          trainingsGranted: sql`${aiModels.trainingsGranted} + case when ${aiModels.trainingCharge} = 'grant' then 1 else 0 end`,
          freeTrainingAt: sql`case when ${aiModels.trainingCharge} = 'free' then null else ${aiModels.freeTrainingAt} end`,
          trainingCharge: null,
        })
        .where(and(eq(aiModels.id, id), eq(aiModels.status, 'processing')))
        .returning({ id: aiModels.id })
      return rows.length > 0
    },

    async runningTrainings(db: Executor, startedBefore: Date): Promise<AiModel[]> {
      return db
        .select()
        .from(aiModels)
        .where(and(eq(aiModels.status, 'processing'), lte(aiModels.trainingStartedAt, startedBefore)))
    },

    async expireModels(db: Executor, now: Date): Promise<void> {
      await db
        .update(aiModels)
        .set({ status: 'expired' })
        .where(and(eq(aiModels.status, 'ready'), lte(aiModels.expiresAt, now)))
    },

    // training photos

    listPhotos(db: Executor, modelId: string) {
      // Photos uploaded together share createdAt; the id keeps "photo 3" the same photo in every answer.
      return db
        .select()
        .from(aiTrainingPhotos)
        .where(eq(aiTrainingPhotos.modelId, modelId))
        .orderBy(asc(aiTrainingPhotos.createdAt), asc(aiTrainingPhotos.id))
    },

    async insertPhotos(db: Executor, modelId: string, keys: string[]): Promise<void> {
      // A millisecond apart, so the photos keep their upload order ("photo 3" is the third one uploaded).
      const at = Date.now()
      if (keys.length) {
        await db.insert(aiTrainingPhotos).values(keys.map((storageKey, i) => ({ modelId, storageKey, createdAt: new Date(at + i) })))
      }
    },

    async findPhoto(db: Executor, userId: string, id: string) {
      const [row] = await db
        .select({ photo: aiTrainingPhotos })
        .from(aiTrainingPhotos)
        .innerJoin(aiModels, eq(aiModels.id, aiTrainingPhotos.modelId))
        .where(and(eq(aiTrainingPhotos.id, id), eq(aiModels.userId, userId)))
      return row?.photo
    },

    /** Photos the face check has not seen yet. */
    uncheckedPhotos(db: Executor, modelId: string) {
      return db
        .select()
        .from(aiTrainingPhotos)
        .where(and(eq(aiTrainingPhotos.modelId, modelId), isNull(aiTrainingPhotos.faces)))
    },

    async setPhotoFaces(db: Executor, id: string, faces: number): Promise<void> {
      await db.update(aiTrainingPhotos).set({ faces }).where(eq(aiTrainingPhotos.id, id))
    },

    async deletePhoto(db: Executor, id: string): Promise<void> {
      await db.delete(aiTrainingPhotos).where(eq(aiTrainingPhotos.id, id))
    },

    /** Deletes all photos of a model; the keys of the files to remove. */
    async deletePhotos(db: Executor, modelId: string): Promise<string[]> {
      const rows = await db
        .delete(aiTrainingPhotos)
        .where(eq(aiTrainingPhotos.modelId, modelId))
        .returning({ key: aiTrainingPhotos.storageKey })
      return rows.map((r) => r.key)
    },

    // generations

    /** Generations that count against the daily limit: not failed, created since `since`. */
    async countGenerationsSince(db: Executor, userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(aiGenerations)
        .where(and(eq(aiGenerations.userId, userId), gte(aiGenerations.createdAt, since), ne(aiGenerations.status, 'failed')))
      return row?.n ?? 0
    },

    async insertGeneration(db: Executor, values: NewAiGeneration): Promise<AiGeneration> {
      const [row] = await db.insert(aiGenerations).values(values).returning()
      return row as AiGeneration
    },

    async findGeneration(db: Executor, id: string): Promise<AiGeneration | undefined> {
      const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.id, id)).limit(1)
      return row
    },

    async findGenerationByPrediction(db: Executor, predictionId: string): Promise<AiGeneration | undefined> {
      const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.providerPredictionId, predictionId)).limit(1)
      return row
    },

    async updateGeneration(db: Executor, id: string, values: Partial<AiGeneration>): Promise<void> {
      await db.update(aiGenerations).set(values).where(eq(aiGenerations.id, id))
    },

    /** pending/processing → succeeded or failed, once; false when it already ended. */
    async finishGeneration(db: Executor, id: string, values: { status: 'succeeded' | 'failed'; error?: string; completedAt: Date }) {
      const rows = await db
        .update(aiGenerations)
        .set({ ...values, step: 'done' })
        .where(and(eq(aiGenerations.id, id), inArray(aiGenerations.status, ['pending', 'processing'])))
        .returning({ id: aiGenerations.id })
      return rows.length > 0
    },

    async unfinishedGenerations(db: Executor, createdBefore: Date): Promise<AiGeneration[]> {
      return db
        .select()
        .from(aiGenerations)
        .where(and(inArray(aiGenerations.status, ['pending', 'processing']), lte(aiGenerations.createdAt, createdBefore)))
    },

    // generated images

    async insertImages(db: Executor, rows: NewAiImage[]): Promise<AiImage[]> {
      return rows.length ? db.insert(aiImages).values(rows).returning() : []
    },

    listImages(db: Executor, userId: string, now: Date): Promise<AiImage[]> {
      return db
        .select()
        .from(aiImages)
        .where(and(eq(aiImages.userId, userId), gt(aiImages.expiresAt, now)))
        .orderBy(desc(aiImages.createdAt), desc(aiImages.id))
    },

    listGenerationImages(db: Executor, generationId: string): Promise<AiImage[]> {
      return db.select().from(aiImages).where(eq(aiImages.generationId, generationId)).orderBy(asc(aiImages.storageKey))
    },

    async findImage(db: Executor, userId: string, where: { id: string } | { storageKey: string }, now: Date) {
      const match = 'id' in where ? eq(aiImages.id, where.id) : eq(aiImages.storageKey, where.storageKey)
      const [row] = await db
        .select()
        .from(aiImages)
        .where(and(match, eq(aiImages.userId, userId), gt(aiImages.expiresAt, now)))
        .limit(1)
      return row
    },

    /** Sets the published post once; false when the image was already published. */
    async markPublished(db: Executor, id: string, imageId: string): Promise<boolean> {
      const rows = await db
        .update(aiImages)
        .set({ publishedImageId: imageId })
        .where(and(eq(aiImages.id, id), isNull(aiImages.publishedImageId)))
        .returning({ id: aiImages.id })
      return rows.length > 0
    },

    async deleteImages(db: Executor, ids: string[]): Promise<string[]> {
      if (!ids.length) return []
      const rows = await db.delete(aiImages).where(inArray(aiImages.id, ids)).returning({ key: aiImages.storageKey })
      return rows.map((r) => r.key)
    },

    /** Images past their retention, oldest first, at most `limit`. */
    expiredImages(db: Executor, now: Date, limit: number): Promise<AiImage[]> {
      return db.select().from(aiImages).where(lte(aiImages.expiresAt, now)).orderBy(asc(aiImages.expiresAt)).limit(limit)
    },

    /**
     * Finished generations (their prompts) older than `before`; their images are gone by then.
     * Unfinished ones are left to the poll job, which fails and then ends them.
     */
    async deleteFinishedGenerations(db: Executor, before: Date): Promise<number> {
      const rows = await db
        .delete(aiGenerations)
        .where(and(inArray(aiGenerations.status, ['succeeded', 'failed']), lte(aiGenerations.createdAt, before)))
        .returning({ id: aiGenerations.id })
      return rows.length
    },

    /** Training photos of models that finished training (they are deleted once trained). */
    async trainedModelIdsWithPhotos(db: Executor): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: aiModels.id })
        .from(aiModels)
        .innerJoin(aiTrainingPhotos, eq(aiTrainingPhotos.modelId, aiModels.id))
        .where(inArray(aiModels.status, ['ready', 'expired']))
      return rows.map((r) => r.id)
    },

    // webhooks

    /** Records a webhook id; false when it was seen before (a replay). */
    async recordWebhook(db: Executor, id: string): Promise<boolean> {
      const rows = await db.insert(aiWebhookEvents).values({ id }).onConflictDoNothing().returning({ id: aiWebhookEvents.id })
      return rows.length > 0
    },
  }
}

export type TwinRepository = ReturnType<typeof createTwinRepository>
