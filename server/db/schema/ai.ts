import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { TWIN_GENDERS, TWIN_GENERATION_KINDS, TWIN_PROMPT_MAX } from '../../../contract/twin.ts'
import { createdAt, lengthBetween, maxLength, oneOf, updatedAt } from './common.ts'
import { images } from './images.ts'
import { users } from './users.ts'

export const AI_MODEL_STATUSES = ['none', 'uploading', 'processing', 'ready', 'expired', 'failed'] as const
export type AiModelStatus = (typeof AI_MODEL_STATUSES)[number]
export const AI_PROVIDERS = ['replicate', 'local'] as const
export type AiProvider = (typeof AI_PROVIDERS)[number]
export const AI_GENERATION_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const
export type AiGenerationStatus = (typeof AI_GENERATION_STATUSES)[number]

export const AI_TRAINING_CHARGES = ['free', 'grant'] as const

/**
 * A creator's AI twin: one row per creator, reused for every retraining. The free-training rule
 * (one per 3 months) reads training_started_at; an admin grant increments trainings_granted,
 * which the service spends before applying the 3-month rule.
 */
export const aiModels = pgTable(
  'ai_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AI_MODEL_STATUSES }).notNull().default('none'),
    gender: text('gender', { enum: TWIN_GENDERS }).notNull().default('woman'),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
    /** Trained model / LoRA version at the provider. */
    providerModelId: text('provider_model_id'),
    /** Running training at the provider (webhook + polling lookup). */
    providerTrainingId: text('provider_training_id').unique(),
    error: text('error'),
    trainingStartedAt: timestamp('training_started_at', { withTimezone: true }),
    trainedAt: timestamp('trained_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    trainingsGranted: integer('trainings_granted').notNull().default(0),
    /** When the free training of the current 3-month window was spent (null again after a refund). */
    freeTrainingAt: timestamp('free_training_at', { withTimezone: true }),
    /** What the running training was paid with, so a failure gives exactly that back once. */
    trainingCharge: text('training_charge', { enum: AI_TRAINING_CHARGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_models_status_idx').on(t.status),
    check('ai_models_status_check', oneOf(t.status, AI_MODEL_STATUSES)),
    check('ai_models_gender_check', oneOf(t.gender, TWIN_GENDERS)),
    check('ai_models_provider_check', oneOf(t.provider, AI_PROVIDERS)),
    check('ai_models_training_charge_check', oneOf(t.trainingCharge, AI_TRAINING_CHARGES)),
    check('ai_models_trainings_granted_check', sql`${t.trainingsGranted} >= 0`),
  ],
)

/** The (up to 4) photos a twin is trained on; deleted once the model is trained. */
export const aiTrainingPhotos = pgTable(
  'ai_training_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => aiModels.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Faces the face check found; null until the check job has seen the photo. */
    faces: integer('faces'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_training_photos_model_idx').on(t.modelId)],
)

/**
 * One generation request (prompt → images), asynchronous at the provider. Also the basis of the
 * daily generation limit (count per UTC day).
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id').references(() => aiModels.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: TWIN_GENERATION_KINDS }).notNull().default('prompt'),
    /** What the job is doing now, for the page's spinner. */
    step: text('step'),
    /** Photo restyled by the outfit generator, when the generation starts from one. */
    sourceStorageKey: text('source_storage_key'),
    status: text('status', { enum: AI_GENERATION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
    providerPredictionId: text('provider_prediction_id').unique(),
    error: text('error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_generations_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('ai_generations_model_idx').on(t.modelId).where(sql`${t.modelId} is not null`),
    check('ai_generations_prompt_length', lengthBetween(t.prompt, 1, TWIN_PROMPT_MAX)),
    check('ai_generations_kind_check', oneOf(t.kind, TWIN_GENERATION_KINDS)),
    check('ai_generations_status_check', oneOf(t.status, AI_GENERATION_STATUSES)),
    check('ai_generations_provider_check', oneOf(t.provider, AI_PROVIDERS)),
  ],
)

/** A generated image; kept at most 7 days (a job deletes rows and files past expires_at). */
export const aiImages = pgTable(
  'ai_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => aiGenerations.id, {
      onDelete: 'set null',
    }),
    storageKey: text('storage_key').notNull(),
    prompt: text('prompt'),
    /** The image post it was published as (the post keeps its own copy of the file). */
    publishedImageId: uuid('published_image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
  },
  (t) => [
    index('ai_images_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('ai_images_expires_at_idx').on(t.expiresAt),
    index('ai_images_generation_idx').on(t.generationId).where(sql`${t.generationId} is not null`),
    check('ai_images_prompt_length', maxLength(t.prompt, TWIN_PROMPT_MAX)),
  ],
)

/** Provider webhook ids already handled, so a replayed delivery changes nothing. */
export const aiWebhookEvents = pgTable('ai_webhook_events', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
})

export type AiModel = typeof aiModels.$inferSelect
export type NewAiModel = typeof aiModels.$inferInsert
export type AiTrainingPhoto = typeof aiTrainingPhotos.$inferSelect
export type NewAiTrainingPhoto = typeof aiTrainingPhotos.$inferInsert
export type AiGeneration = typeof aiGenerations.$inferSelect
export type NewAiGeneration = typeof aiGenerations.$inferInsert
export type AiImage = typeof aiImages.$inferSelect
export type NewAiImage = typeof aiImages.$inferInsert
