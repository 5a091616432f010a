import { TWIN_STATUSES, TWIN_TRAINING_PHOTOS, type TwinGeneration, type TwinStatus, type TwinStatusValue } from '../../../contract/twin.ts'

/**
 * The pure rules the AI studio page applies before it calls the API (spec part 2 §4, §5). The
 * server checks every one of them again.
 */

export interface TwinView {
  status: TwinStatusValue
  /** 0–100 while training, when the provider reports it. */
  progress: number | null
  /** The offline local studio (image processing, not generative AI) answers. */
  localPreview: boolean
  /** The local studio is configured but its packages are not installed: nothing can be made here. */
  unavailable: boolean
  /** Training photos are checked for faces (not where the local studio's packages are missing). */
  faceCheck: boolean
  photos: TwinStatus['photos']
  canTrain: boolean
  /** The free training of this period is used up: the page points to support. */
  quotaUsed: boolean
  trainingFailed: boolean
  /** Some photo's face check has not finished yet. */
  checkingFaces: boolean
  /** The daily limit daily images and outfits share, when the server says. */
  quota: TwinQuota | null
}

export interface TwinQuota {
  left: number
  limit: number
  /** When the count starts again (ISO, the next 00:00 UTC). */
  resetAt: string
}

/** "Anything else or an error means no training yet" (spec part 2 §4). */
export function readStatus(raw: Partial<TwinStatus> | null | undefined): TwinView {
  const status = TWIN_STATUSES.find((s) => s === raw?.status) ?? 'none'
  const progress = typeof raw?.progress === 'number' && Number.isFinite(raw.progress) ? Math.min(100, Math.max(0, raw.progress)) : null
  const canTrain = raw?.canTrain === true
  const installed = raw?.localModels !== 'not_installed'
  return {
    status,
    progress: status === 'processing' ? progress : null,
    localPreview: raw?.provider === 'local' && installed,
    unavailable: raw?.provider === 'local' && !installed,
    faceCheck: installed,
    photos: Array.isArray(raw?.photos) ? raw.photos : [],
    canTrain,
    // Only worth saying when the creator would train: no model yet, or it expired.
    quotaUsed: !canTrain && (status === 'none' || status === 'expired') && typeof raw?.nextTrainingAt === 'string',
    trainingFailed: raw?.lastError === 'training_failed',
    checkingFaces: installed && Array.isArray(raw?.photos) && raw.photos.some((p) => p.faces === null),
    quota: readQuota(raw),
  }
}

function readQuota(raw: Partial<TwinStatus> | null | undefined): TwinQuota | null {
  const left = raw?.generationsLeftToday
  const limit = raw?.generationsPerDay
  if (typeof left !== 'number' || typeof limit !== 'number' || typeof raw?.generationsResetAt !== 'string') return null
  return { left: Math.min(limit, Math.max(0, left)), limit, resetAt: raw.generationsResetAt }
}

/**
 * Photos chosen on top of those already stored: more than four in total keeps the first ones up
 * to four, and says so.
 */
export function keepFirstPhotos<T>(files: readonly T[], stored = 0): { kept: T[]; tooMany: boolean } {
  const room = Math.max(0, TWIN_TRAINING_PHOTOS - stored)
  return { kept: files.slice(0, room), tooMany: files.length > room }
}

/** What the face check says about a training photo: training needs exactly one face on each. */
export function faceCheck(faces: number | null, checked = true): 'checking' | 'unchecked' | 'ok' | 'none' | 'many' {
  if (faces === null) return checked ? 'checking' : 'unchecked'
  if (faces === 1) return 'ok'
  return faces === 0 ? 'none' : 'many'
}

/** A generation is finished once it succeeded or failed; until then the page polls it. */
export function isFinished(generation: Pick<TwinGeneration, 'status'>): boolean {
  return generation.status === 'succeeded' || generation.status === 'failed'
}

/** The spinner's words for the job's current step (unknown steps read as "working"). */
export const GENERATION_STEPS = ['queued', 'segmenting', 'compositing', 'generating'] as const
export function stepKey(step: string | null): (typeof GENERATION_STEPS)[number] | 'working' {
  return GENERATION_STEPS.find((s) => s === step) ?? 'working'
}
