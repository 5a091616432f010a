import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** The storage variables of the environment (merged into server/config.ts's schema). */
export const StorageEnv = z.object({
  /** `disk` (default) or `s3`; S3_BUCKET alone also selects S3. */
  STORAGE: optionalString.pipe(z.enum(['disk', 's3']).optional()),
  /** Any S3-compatible endpoint (MinIO, R2, …); unset for AWS itself. */
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /** Where browsers load files from (bucket website or CDN); unset: the app streams them under /uploads/. */
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
})

export interface S3Config {
  endpoint?: string
  region: string
  bucket: string
  /** Both or neither: without them the SDK's own chain (instance role, AWS_* variables) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  publicUrl?: string
}

export type StorageConfig = { kind: 'disk' } | { kind: 's3'; s3: S3Config }

/** Which adapter the environment asks for, with the S3 settings; throws a readable message when they contradict. */
export function resolveStorageConfig(e: z.infer<typeof StorageEnv>): StorageConfig {
  const kind = e.STORAGE ?? (e.S3_BUCKET ? 's3' : 'disk')
  if (kind === 'disk') return { kind }
  const problems = [
    !e.S3_BUCKET && 'S3_BUCKET is required with STORAGE=s3',
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) &&
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the instance role)',
  ].filter(Boolean)
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  return {
    kind,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET as string,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Custom endpoints (MinIO and most self-hosted servers) want path-style URLs; AWS wants virtual hosts.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
    },
  }
}
