import type { Config } from '../../config.ts'
import { createDiskStorage } from './disk.adapter.ts'
import type { StoragePort } from './storage.port.ts'

export type { StoragePort } from './storage.port.ts'

/** Disk is the only adapter so far; the S3 adapter joins with the image pipeline. */
export function createStoragePort(config: Config): StoragePort {
  return createDiskStorage({ dir: config.uploadsDir })
}
