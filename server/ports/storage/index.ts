import type { Config } from '../../config.ts'
import { createDiskStorage } from './disk.adapter.ts'
import { createS3Storage } from './s3.adapter.ts'
import type { StoragePort } from './storage.port.ts'

export type { StoragePort } from './storage.port.ts'

/** S3 when STORAGE=s3 or S3_BUCKET is set (config.storage), else files under DATA_DIR/uploads. */
export function createStoragePort(config: Config): StoragePort {
  return config.storage.kind === 's3' ? createS3Storage(config.storage.s3) : createDiskStorage({ dir: config.uploadsDir })
}
