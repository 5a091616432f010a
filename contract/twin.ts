import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { ImageUploadFields } from './images.ts'

/**
 * The AI studio (issue #16): a creator's twin trained on 4 photos, prompt generations, the outfit
 * generator (one photo → four styles) and publishing a generated image as a normal image post.
 *
 * Every call is declared in `twinApi` below; each checks the plan again in the service (guests
 * 401, basic plan 403; another creator's id answers 404 like an unknown one). Replicate's webhook
 * (`POST /api/webhooks/replicate`, signed, raw body) is registered by the module alone.
 *
 * Adapters: AI_PROVIDER=local (the DEFAULT, also when nothing is configured — e2e needs no
 * setting) or AI_PROVIDER=replicate with REPLICATE_API_TOKEN. The local studio is honest: it is a
 * local preview (segmentation + styled scenes composited with sharp), not generative AI; the UI
 * says so when `TwinStatus.provider === 'local'`. Local training and generation run in pg-boss
 * jobs and finish within seconds; the page polls /status every 15 s (TWIN_POLL_SECONDS) and the
 * generation every few seconds.
 */

/** Photos a twin is trained on (exactly this many are needed to train). */
export const TWIN_TRAINING_PHOTOS = 4
/** Generation requests per creator per UTC day (prompt generations and outfits together). */
export const TWIN_GENERATIONS_PER_DAY = 2
/** Images one outfit request makes. */
export const TWIN_OUTFIT_IMAGES = 4
/** Images one prompt generation makes. */
export const TWIN_PROMPT_IMAGES = 1
/** One free training per this many months; an admin grant allows one more. */
export const TWIN_TRAINING_INTERVAL_MONTHS = 3
/** A trained model is usable this many days (daysRemaining counts down from it). */
export const TWIN_MODEL_VALID_DAYS = 90
/** Generated images are deleted (rows and files) after this many days. */
export const TWIN_IMAGE_RETENTION_DAYS = 7
/** Longest prompt (the database CHECK uses the same number). */
export const TWIN_PROMPT_MAX = 1000
/** Largest photo in pixels (width × height), like every upload. */
export const TWIN_MAX_INPUT_PIXELS = 40_000_000
/** A training not finished after this long counts as failed and gives the training back. */
export const TWIN_TRAINING_TIMEOUT_MINUTES = 30
/** A generation not finished after this long counts as failed and gives the quota back. */
export const TWIN_GENERATION_TIMEOUT_MINUTES = 10
/** The page polls the status this often while training. */
export const TWIN_POLL_SECONDS = 15
/** While the face check of new training photos runs (seconds per photo), the page asks more often. */
export const TWIN_FACE_CHECK_POLL_SECONDS = 2

export const TWIN_GENDERS = ['woman', 'man'] as const
export type TwinGender = (typeof TWIN_GENDERS)[number]
export const TWIN_STATUSES = ['none', 'processing', 'ready', 'expired'] as const
export type TwinStatusValue = (typeof TWIN_STATUSES)[number]
export const AI_PROVIDER_NAMES = ['local', 'replicate'] as const
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number]
/** Whether the local studio's packages (peerDependencies, left out by `npm ci --omit=peer`) are installed here. */
export const AI_LOCAL_MODELS = ['installed', 'not_installed'] as const
export type AiLocalModels = (typeof AI_LOCAL_MODELS)[number]
export const TWIN_GENERATION_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const
export type TwinGenerationStatus = (typeof TWIN_GENERATION_STATUSES)[number]
export const TWIN_GENERATION_KINDS = ['prompt', 'outfit'] as const
export type TwinGenerationKind = (typeof TWIN_GENERATION_KINDS)[number]

export const TwinPrompt = z
  .string('errors.twin.prompt_required')
  .trim()
  .min(1, 'errors.twin.prompt_required')
  .max(TWIN_PROMPT_MAX, 'validation.too_long')

export const TwinTrainInput = z.object({ gender: z.enum(TWIN_GENDERS, 'validation.invalid').default('woman') })
export type TwinTrainInput = z.infer<typeof TwinTrainInput>

export const TwinGenerateInput = z.object({ prompt: TwinPrompt })
export type TwinGenerateInput = z.infer<typeof TwinGenerateInput>

/** Text fields of the multipart `POST /outfit` (the photo is the part `image`). */
export const TwinOutfitFields = z.object({ prompt: TwinPrompt.optional() })

/** By the gallery url the page holds, or by id. */
export const TwinDeleteImageInput = z
  .object({ url: z.string().max(2048).optional(), id: z.uuid().optional() })
  .refine((v) => v.url || v.id, 'validation.required')
export type TwinDeleteImageInput = z.infer<typeof TwinDeleteImageInput>

export const TwinIdParams = z.object({ id: z.uuid('errors.twin.image_not_found') })
export const TwinUserParams = z.object({ userId: z.uuid() })

/** Publishing needs what the dashboard upload needs (category, expiry date, optional texts). */
export const TwinPublishInput = ImageUploadFields
export type TwinPublishInput = z.infer<typeof TwinPublishInput>

/* Responses: zod schemas, so the routes document and check what they send (types follow). */

export const TwinPhoto = z.object({
  id: z.string(),
  /** Private, owner-only url: /api/twin/photos/{id}. */
  url: z.string(),
  /** Faces the face check found (training needs exactly 1); null while the check runs. */
  faces: z.number().int().nullable(),
})
export type TwinPhoto = z.infer<typeof TwinPhoto>

export const TwinStatus = z.object({
  status: z.enum(TWIN_STATUSES),
  /** 0–100 while processing, otherwise null. */
  progress: z.number().nullable(),
  gender: z.enum(TWIN_GENDERS),
  provider: z.enum(AI_PROVIDER_NAMES),
  /**
   * `not_installed` (an install with `--omit=peer`): the local preview cannot run, so with the
   * `local` provider the studio is off (uploads, training and generations answer 503
   * AI_STUDIO_UNAVAILABLE), and with Replicate photos are not checked for faces.
   */
  localModels: z.enum(AI_LOCAL_MODELS),
  /** Training photos currently stored (deleted once the model is trained). */
  photos: z.array(TwinPhoto),
  /** Whether POST /train would be accepted now (photos aside). */
  canTrain: z.boolean(),
  /** When the next free training is possible, if training is blocked by the 3-month rule. */
  nextTrainingAt: z.string().nullable(),
  /** Set when the last training failed: 'training_failed'; the training was given back. */
  lastError: z.literal('training_failed').nullable(),
  /** Generations left today, prompt generations and outfits together (TWIN_GENERATIONS_PER_DAY a UTC day). */
  generationsLeftToday: z.number().int(),
  /** The daily limit both share. */
  generationsPerDay: z.number().int(),
  /** When today's count starts again (the next 00:00 UTC). */
  generationsResetAt: z.string(),
})
export type TwinStatus = z.infer<typeof TwinStatus>

export const TwinModelInfo = z.object({
  /** Days the trained model remains usable; 0 without a ready model. */
  daysRemaining: z.number().int(),
})
export type TwinModelInfo = z.infer<typeof TwinModelInfo>

export const TwinImage = z.object({
  id: z.string(),
  /** Private, owner-only url: /api/twin/images/{id}/file. */
  url: z.string(),
  prompt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Image id of the post it was published as, if any. */
  publishedImageId: z.string().nullable(),
})
export type TwinImage = z.infer<typeof TwinImage>

export const TwinGeneration = z.object({
  id: z.string(),
  kind: z.enum(TWIN_GENERATION_KINDS),
  status: z.enum(TWIN_GENERATION_STATUSES),
  prompt: z.string(),
  /** What the job is doing, for the spinner: 'queued' | 'segmenting' | 'compositing' | 'generating' | 'done'. */
  step: z.string().nullable(),
  images: z.array(TwinImage),
  error: z.literal('generation_failed').nullable(),
})
export type TwinGeneration = z.infer<typeof TwinGeneration>

export const TwinGallery = z.object({ images: z.array(TwinImage) })
export type TwinGallery = z.infer<typeof TwinGallery>

export const TwinPublished = z.object({ imageId: z.string() })
export type TwinPublished = z.infer<typeof TwinPublished>

export const TwinGrant = z.object({ trainingsGranted: z.number().int() })

export interface TwinGrant {
  trainingsGranted: number
}

const ai = { access: 'ai', tag: 'twin' } as const

export const twinApi = {
  status: endpoint({ ...ai, method: 'GET', path: '/api/twin/status', summary: 'Twin status', response: TwinStatus }),
  modelInfo: endpoint({
    ...ai,
    method: 'GET',
    path: '/api/twin/model-info',
    summary: 'Days the trained twin stays usable',
    response: TwinModelInfo,
  }),
  upload: endpoint({
    ...ai,
    method: 'POST',
    path: '/api/twin/upload',
    summary: 'Add training photos, up to 4 in total (400 AI_TOO_MANY_PHOTOS past that, nothing stored)',
    form: { fields: z.object({}), files: ['images'] },
    response: TwinStatus,
  }),
  photo: endpoint({
    ...ai,
    method: 'GET',
    path: '/api/twin/photos/:id',
    summary: 'A private training photo (webp), owner only',
    params: TwinIdParams,
    response: null,
    produces: 'image/webp',
  }),
  deletePhoto: endpoint({
    ...ai,
    method: 'DELETE',
    path: '/api/twin/photos/:id',
    summary: 'Remove a training photo (only while not training)',
    params: TwinIdParams,
    response: TwinStatus,
  }),
  train: endpoint({
    ...ai,
    method: 'POST',
    path: '/api/twin/train',
    summary: 'Train the twin (400 AI_PHOTOS_REQUIRED, 409 AI_TRAINING_NOT_ALLOWED / AI_TRAINING_RUNNING)',
    body: TwinTrainInput,
    response: TwinStatus,
    status: 202,
  }),
  generate: endpoint({
    ...ai,
    method: 'POST',
    path: '/api/twin/generate',
    summary: 'Generate from a prompt (409 AI_MODEL_NOT_READY, 429 AI_DAILY_LIMIT)',
    body: TwinGenerateInput,
    response: TwinGeneration,
    status: 202,
  }),
  outfit: endpoint({
    ...ai,
    method: 'POST',
    path: '/api/twin/outfit',
    summary: 'One photo → four styles, same daily quota',
    form: { fields: TwinOutfitFields, files: ['image'] },
    response: TwinGeneration,
    status: 202,
  }),
  generation: endpoint({
    ...ai,
    method: 'GET',
    path: '/api/twin/generations/:id',
    summary: 'A generation (polled while pending or processing)',
    params: TwinIdParams,
    response: TwinGeneration,
  }),
  gallery: endpoint({
    ...ai,
    method: 'GET',
    path: '/api/twin/generated-images',
    summary: 'Gallery: unexpired images, newest first',
    response: TwinGallery,
  }),
  imageFile: endpoint({
    ...ai,
    method: 'GET',
    path: '/api/twin/images/:id/file',
    summary: 'A private generated image (webp), owner only',
    params: TwinIdParams,
    response: null,
    produces: 'image/webp',
  }),
  deleteImage: endpoint({
    ...ai,
    method: 'DELETE',
    path: '/api/twin/image',
    summary: 'Delete a generated image, by id or by its gallery url (404 AI_IMAGE_NOT_FOUND)',
    body: TwinDeleteImageInput,
    response: null,
    status: 204,
  }),
  publish: endpoint({
    ...ai,
    method: 'POST',
    path: '/api/twin/images/:id/publish',
    summary: 'Publish as a normal image post, marked ai_generated in the public answer',
    params: TwinIdParams,
    body: TwinPublishInput,
    response: TwinPublished,
    status: 201,
  }),
  grantTraining: endpoint({
    method: 'POST',
    path: '/api/admin/twin/:userId/grant-training',
    access: 'admin',
    tag: 'twin',
    summary: 'Grant one more training (audited)',
    params: TwinUserParams,
    response: TwinGrant,
  }),
  /**
   * Replicate reports a training or prediction (signed over the raw body, so the route reads it
   * unparsed). Left out of the API document: only the provider calls it.
   */
  webhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/replicate',
    access: 'public',
    tag: 'twin',
    summary: 'Replicate webhook',
    query: z.object({ kind: z.enum(['training', 'prediction']) }),
    response: null,
    status: 204,
    hidden: true,
  }),
}
