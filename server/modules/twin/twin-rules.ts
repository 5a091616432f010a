import { TWIN_TRAINING_INTERVAL_MONTHS, type TwinStatus } from '../../../contract/twin.ts'
import type { AiModel } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { addMonths } from './twin-photos.ts'

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
