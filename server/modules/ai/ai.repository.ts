import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { aiGenerations, aiImages, aiModels, aiTrainingPhotos } from '../../db/schema/index.ts'

/** The AI studio's tables. Only account deletion reads them until the studio itself lands. */
export function createAiRepository() {
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
      return [...imageRows, ...trainingRows, ...generationRows].map((r) => r.key).filter((k): k is string => !!k)
    },
  }
}

export type AiRepository = ReturnType<typeof createAiRepository>
