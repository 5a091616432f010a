import type { Config } from '../../config.ts'
import { createDiskStorage } from './disk.adapter.ts'
import { createS3Storage } from './s3.adapter.ts'
import type { StoragePort } from './storage.port.ts'

/** Private files are read by the app alone, for their owner: no copy on the way may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * Files only the app reads and hands to their owner (docs/decisions/0050): invoices, and the AI
 * studio's training photos and generated images. Never reachable under /uploads/ or S3_PUBLIC_URL.
 */
export interface PrivateStorage {
  invoices: StoragePort
  ai: StoragePort
  /** Rejects when the private store cannot be reached or written (readiness). */
  ping(): Promise<void>
}

/** `port` seen under `prefix`: keys go in with it and come out without it. Private files have no URL. */
export function prefixedStorage(port: StoragePort, prefix: string): StoragePort {
  return {
    kind: port.kind,
    put: (key, data, contentType) => port.put(prefix + key, data, contentType),
    get: (key) => port.get(prefix + key),
    delete: (key) => port.delete(prefix + key),
    async *list(within) {
      for await (const key of port.list(prefix + within)) yield key.slice(prefix.length)
    },
    url: () => {
      throw new Error('Private files have no public URL')
    },
    ping: () => port.ping(),
  }
}

/**
 * The private bucket (S3_PRIVATE_BUCKET), each kind of file under its own prefix (`invoices/`,
 * `ai/`), so that several instances share them; without it, the folders under DATA_DIR the app has
 * always used (`invoices/`, `ai/`), files readable by the app's user only.
 */
export function createPrivateStorage(config: Pick<Config, 'privateStorage' | 'billing' | 'ai'>): PrivateStorage {
  const settings = config.privateStorage
  if (settings.kind === 's3') {
    const bucket = createS3Storage(settings.s3, { cacheControl: PRIVATE_CACHE_CONTROL })
    // The AI studio's keys begin with `ai/` already (`ai/training/…`, `ai/images/…`).
    return { invoices: prefixedStorage(bucket, 'invoices/'), ai: prefixedStorage(bucket, ''), ping: () => bucket.ping() }
  }
  const invoices = createDiskStorage({ dir: config.billing.invoicesDir, fileMode: 0o600 })
  const ai = createDiskStorage({ dir: config.ai.privateDir, fileMode: 0o600 })
  return { invoices, ai, ping: async () => void (await Promise.all([invoices.ping(), ai.ping()])) }
}
