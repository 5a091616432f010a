/**
 * The studio's answers as the page reads them (spec part 2 §4, §7 `/twin/*`), and the pure rules the
 * page applies before it calls the API. The server checks every rule again.
 */
export const TWIN_PHOTO_COUNT = 4
/** Training is polled every 15 s while it runs (spec part 2 §4). */
export const TWIN_POLL_MS = 15_000

export const TWIN_STATUSES = ['none', 'processing', 'ready', 'expired'] as const
export type TwinStatus = (typeof TWIN_STATUSES)[number]

export interface TwinStatusView {
  status: TwinStatus
  /** 0–100 while training, when the provider reports it. */
  progress: number | null
  /** The offline local studio (image processing, not generative AI) is what answers. */
  localPreview: boolean
  /** The free training of this period is used up: the page points to support. */
  quotaUsed: boolean
}

export interface GeneratedImage {
  url: string
  created_at: string
  prompt?: string | null
}

/** "Anything else or an error means no training yet" (spec part 2 §4). */
export function readStatus(raw: unknown): TwinStatusView {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const status = TWIN_STATUSES.find((s) => s === body.status) ?? 'none'
  const progress = typeof body.progress === 'number' && Number.isFinite(body.progress) ? Math.min(100, Math.max(0, body.progress)) : null
  return {
    status,
    progress: status === 'processing' ? progress : null,
    localPreview: body.provider === 'local' || body.localPreview === true,
    quotaUsed: body.trainingAvailable === false || body.quotaUsed === true,
  }
}

/** More than four photos keeps the first four, and says so (spec part 2 §5). */
export function keepFirstPhotos<T>(files: readonly T[]): { kept: T[]; tooMany: boolean } {
  return { kept: files.slice(0, TWIN_PHOTO_COUNT), tooMany: files.length > TWIN_PHOTO_COUNT }
}

/**
 * Training is allowed when no model exists or it expired, and never while one is training or
 * still valid (daysRemaining above 0).
 */
export function canTrain(status: TwinStatus, daysRemaining: number | null): boolean {
  if (status === 'processing') return false
  if (status === 'ready') return (daysRemaining ?? 1) <= 0
  return true
}

/** Generated image lists come as a bare array or as `{ images }`. */
export function readImages(raw: unknown): GeneratedImage[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? (raw as { images?: unknown }).images : null
  if (!Array.isArray(list)) return []
  return list.flatMap((item): GeneratedImage[] => {
    if (typeof item === 'string') return [{ url: item, created_at: '' }]
    if (item && typeof item === 'object' && typeof (item as GeneratedImage).url === 'string') return [item as GeneratedImage]
    return []
  })
}
