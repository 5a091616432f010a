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
  /** A second bucket, never public, for invoices and AI studio photos; unset: they stay under DATA_DIR. */
  S3_PRIVATE_BUCKET: optionalString,
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

type Env = z.infer<typeof StorageEnv>

/** Throws a readable message listing the problems found, if any. */
function assertValid(problems: (string | false)[]) {
  const found = problems.filter(Boolean)
  if (found.length) throw new Error(`Invalid configuration:\n${found.map((p) => `  ${p}`).join('\n')}`)
}

const CREDENTIALS_TOGETHER = 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the instance role)'

/** The connection settings every bucket shares (endpoint, region, credentials), for `bucket`. */
function s3Settings(e: Env, bucket: string): S3Config {
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Custom endpoints (MinIO and most self-hosted servers) want path-style URLs; AWS wants virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  }
}

/** Which adapter the environment asks for, with the S3 settings; throws a readable message when they contradict. */
export function resolveStorageConfig(e: Env): StorageConfig {
  const kind = e.STORAGE ?? (e.S3_BUCKET ? 's3' : 'disk')
  if (kind === 'disk') return { kind }
  assertValid([
    !e.S3_BUCKET && 'S3_BUCKET is required with STORAGE=s3',
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) && CREDENTIALS_TOGETHER,
  ])
  return { kind, s3: { ...s3Settings(e, e.S3_BUCKET as string), publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, '') } }
}

/**
 * Where private files go (invoices, AI studio photos; docs/decisions/0050): the bucket
 * S3_PRIVATE_BUCKET names, with the same endpoint and credentials as S3_BUCKET, or folders under
 * DATA_DIR. Never the public bucket: with S3_PUBLIC_URL its objects are readable by anyone.
 */
export function resolvePrivateStorageConfig(e: Env): StorageConfig {
  if (!e.S3_PRIVATE_BUCKET) return { kind: 'disk' }
  assertValid([
    e.S3_PRIVATE_BUCKET === e.S3_BUCKET &&
      'S3_PRIVATE_BUCKET must name another bucket than S3_BUCKET: invoices and AI studio photos must never be public',
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) && CREDENTIALS_TOGETHER,
  ])
  return { kind: 's3', s3: s3Settings(e, e.S3_PRIVATE_BUCKET) }
}
