import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { UPLOADS_URL_PREFIX } from './disk.adapter.ts'
import type { S3Config } from './storage.config.ts'
import { assertSafeKey, type StoragePort } from './storage.port.ts'

/** Keys never change once written (a new upload gets a new key), so every copy may keep a file for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** One stored file opened for streaming to a browser (the app's /uploads/ route for S3). */
export interface OpenedFile {
  body: Readable
  contentType?: string
  contentLength?: number
  etag?: string
  lastModified?: Date
}

export interface S3Storage extends StoragePort {
  readonly kind: 's3'
  /** The file as a stream, `'not-modified'` when `ifNoneMatch` still matches, null when there is none. */
  open(key: string, ifNoneMatch?: string): Promise<OpenedFile | 'not-modified' | null>
}

/** How long readiness waits for the bucket: a load balancer's check must answer even when S3 hangs. */
const PING_TIMEOUT_MS = 2_000

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined)

/**
 * Files in an S3-compatible bucket. Browsers load them from S3_PUBLIC_URL (a CDN or the bucket's
 * website) when it is set, else from the app's /uploads/ route, which streams them from the bucket.
 */
export function createS3Storage(config: S3Config, { cacheControl = IMMUTABLE_CACHE_CONTROL } = {}): S3Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket

  async function get(key: string, ifNoneMatch?: string) {
    assertSafeKey(key)
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }))
    } catch (error) {
      if (status(error) === 404) return null
      if (status(error) === 304) return 'not-modified' as const
      throw error
    }
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertSafeKey(key)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: cacheControl }))
    },
    async get(key) {
      const found = await get(key)
      if (!found || found === 'not-modified' || !found.Body) return null
      return Buffer.from(await found.Body.transformToByteArray())
    },
    async open(key, ifNoneMatch) {
      const found = await get(key, ifNoneMatch)
      if (!found || found === 'not-modified') return found
      return {
        body: found.Body as Readable,
        contentType: found.ContentType,
        contentLength: found.ContentLength,
        etag: found.ETag,
        lastModified: found.LastModified,
      }
    },
    async delete(key) {
      assertSafeKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async ping() {
      // The bucket exists and these credentials may use it; no object is read.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) })
    },
    url: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : `${UPLOADS_URL_PREFIX}${key}`),
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key
      }
    },
  }
}
