import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type S3TestServer, startS3Server } from '../../../tests/mocks/s3-server.ts'
import { loadConfig } from '../../config.ts'
import { createS3Storage, IMMUTABLE_CACHE_CONTROL } from './s3.adapter.ts'
import { resolveStorageConfig, StorageEnv } from './storage.config.ts'

const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret' }
let s3: S3TestServer

beforeAll(async () => {
  // Two keys a page, so listing has to follow continuation tokens.
  s3 = await startS3Server({ bucket: 'looktag', accessKeyId: credentials.accessKeyId, pageSize: 2 })
})
afterAll(() => s3.close())

const storage = (publicUrl?: string) =>
  createS3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'looktag', credentials, forcePathStyle: true, publicUrl })

describe('S3 storage adapter', () => {
  it('puts, gets and deletes a file, with its type and a year of caching', async () => {
    const files = storage()
    await files.put('images/a/w320.webp', Buffer.from('webp bytes'), 'image/webp')
    expect(s3.objects.get('images/a/w320.webp')).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE_CONTROL })
    expect((await files.get('images/a/w320.webp'))?.toString()).toBe('webp bytes')
    await files.delete('images/a/w320.webp')
    expect(await files.get('images/a/w320.webp')).toBeNull()
    // Deleting what is gone is not an error (account deletion may run twice).
    await expect(files.delete('images/a/w320.webp')).resolves.toBeUndefined()
  })

  it('lists every key under a prefix across pages', async () => {
    const files = storage()
    const keys = ['images/b/1.webp', 'images/b/2.webp', 'images/c/1.webp', 'images/c/2.jpg', 'avatars/x.webp']
    for (const key of keys) await files.put(key, Buffer.from(key), 'image/webp')
    const listed: string[] = []
    for await (const key of files.list('images/')) listed.push(key)
    expect(listed.sort()).toEqual(keys.filter((k) => k.startsWith('images/')).sort())
  })

  it('opens a file as a stream and answers a matching ETag with not-modified', async () => {
    const files = storage()
    await files.put('images/d/w640.jpg', Buffer.from('jpeg bytes'), 'image/jpeg')
    const opened = await files.open('images/d/w640.jpg')
    if (!opened || opened === 'not-modified') throw new Error('expected the file')
    expect(opened.contentType).toBe('image/jpeg')
    expect(opened.contentLength).toBe(10)
    expect(await files.open('images/d/w640.jpg', opened.etag)).toBe('not-modified')
    expect(await files.open('images/d/missing.jpg')).toBeNull()
  })

  it('builds URLs under /uploads/ unless S3_PUBLIC_URL names where browsers load files', () => {
    expect(storage().url('images/a/w320.webp')).toBe('/uploads/images/a/w320.webp')
    expect(storage('https://cdn.example.com/looktag').url('images/a/w320.webp')).toBe('https://cdn.example.com/looktag/images/a/w320.webp')
  })

  it('refuses unsafe keys before anything reaches the bucket', async () => {
    const before = s3.requests.length
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/)
    expect(s3.requests.length).toBe(before)
  })

  it('fails loudly with wrong credentials instead of reporting a missing file', async () => {
    const files = createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'looktag',
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
      forcePathStyle: true,
    })
    await expect(files.get('images/b/1.webp')).rejects.toThrow()
  })
})

describe('storage configuration', () => {
  const resolve = (env: Record<string, string>) => resolveStorageConfig(StorageEnv.parse(env))

  it('uses the disk unless STORAGE=s3 or S3_BUCKET says otherwise', () => {
    expect(resolve({})).toEqual({ kind: 'disk' })
    expect(resolve({ STORAGE: 'disk', S3_BUCKET: 'b' })).toEqual({ kind: 'disk' })
    expect(resolve({ S3_BUCKET: 'b' })).toMatchObject({ kind: 's3', s3: { bucket: 'b', region: 'us-east-1', forcePathStyle: false } })
  })

  it('defaults to path-style URLs for a custom endpoint and drops a trailing slash of the public URL', () => {
    const config = resolve({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.example.com/' })
    expect(config).toMatchObject({ s3: { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, publicUrl: 'https://cdn.example.com' } })
    expect(resolve({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      s3: { forcePathStyle: false },
    })
  })

  it('explains what is missing or contradictory', () => {
    expect(() => resolve({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required with STORAGE=s3/)
    expect(() => resolve({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
    expect(StorageEnv.safeParse({ S3_PUBLIC_URL: 'ftp://files.example.com' }).success).toBe(false)
    expect(StorageEnv.safeParse({ STORAGE: 'nfs' }).success).toBe(false)
  })

  it('is checked when the configuration loads', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/Invalid configuration:[\s\S]*S3_BUCKET is required/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'not a url' })).toThrow(/Invalid configuration:[\s\S]*S3_PUBLIC_URL/)
    expect(loadConfig({ S3_BUCKET: 'b' }).storage.kind).toBe('s3')
    expect(loadConfig({}).storage.kind).toBe('disk')
  })
})
