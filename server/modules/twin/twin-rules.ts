import { DAY_MS } from '../../../contract/dates.ts'
import {
  TWIN_IMAGE_RETENTION_DAYS,
  TWIN_MODEL_VALID_DAYS,
  TWIN_OUTFIT_IMAGES,
  TWIN_PROMPT_IMAGES,
  TWIN_TRAINING_INTERVAL_MONTHS,
  type TwinStatus,
} from '../../../contract/twin.ts'
import type { AiModel } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'

export const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
export const addMonths = (d: Date, months: number) => {
  const r = new Date(d)
  r.setUTCMonth(r.getUTCMonth() + months)
  return r
}

/** When a generated image made at `from` is past retention. */
export const imageExpiry = (from: Date) => new Date(from.getTime() + TWIN_IMAGE_RETENTION_DAYS * DAY_MS)
/** Anything made before this is past retention. */
export const retentionCutoff = (at: Date) => new Date(at.getTime() - TWIN_IMAGE_RETENTION_DAYS * DAY_MS)
/** How long a twin trained at `from` may be used. */
export const modelExpiry = (from: Date) => new Date(from.getTime() + TWIN_MODEL_VALID_DAYS * DAY_MS)
export const imagesPerGeneration = (kind: 'prompt' | 'outfit') => (kind === 'outfit' ? TWIN_OUTFIT_IMAGES : TWIN_PROMPT_IMAGES)

/** The twin's state as the creator sees it: ready past expiresAt reads as expired even before the daily job marks it. */
export function effectiveStatus(model: AiModel | undefined, now: Date): TwinStatus['status'] {
  if (!model) return 'none'
  if (model.status === 'ready' && model.expiresAt && model.expiresAt <= now) return 'expired'
  if (model.status === 'ready' || model.status === 'expired' || model.status === 'processing') return model.status
  return 'none'
}

/** How the next training would be paid: the window's free one, a grant, or not at all. */
export function trainingCharge(model: AiModel | undefined, now: Date): 'free' | 'grant' | null {
  // An expired twin may always be trained again (the spec's "expired": training allowed).
  if (effectiveStatus(model, now) === 'expired') return 'free'
  if (!model?.freeTrainingAt || addMonths(model.freeTrainingAt, TWIN_TRAINING_INTERVAL_MONTHS) <= now) return 'free'
  return model.trainingsGranted > 0 ? 'grant' : null
}

/** Training needs exactly one face per photo; refused before anything is charged. */
export function assertOneFaceEach(photos: { faces: number | null }[]) {
  if (photos.some((p) => p.faces === null)) throw new AppError('AI_PHOTOS_CHECKING')
  const bad = photos.findIndex((p) => p.faces !== 1)
  if (bad >= 0) throw new AppError('AI_PHOTO_FACES', undefined, { params: { photo: bad + 1, faces: photos[bad]?.faces ?? 0 } })
}
