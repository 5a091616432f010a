import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type S3TestServer, startS3Server } from '../../../tests/mocks/s3-server.ts'
import { loadConfig } from '../../config.ts'
import { createPrivateStorage, PRIVATE_CACHE_CONTROL } from './private.ts'
import { resolvePrivateStorageConfig } from './storage.config.ts'
import { assertSafeKey } from './storage.port.ts'

const keys = { S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret' }
let s3: S3TestServer
let dataDir: string

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'looktag', otherBuckets: ['looktag-private'], accessKeyId: keys.S3_ACCESS_KEY_ID })
  dataDir = mkdtempSync(path.join(tmpdir(), 'looktag-private-'))
})
afterAll(async () => {
  await s3.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env })

describe('private files (invoices, AI studio)', () => {
  it('go to the private bucket, each kind under its prefix, never to be kept by a cache', async () => {
    const files = createPrivateStorage(
      config({ ...keys, S3_BUCKET: 'looktag', S3_PRIVATE_BUCKET: 'looktag-private', S3_ENDPOINT: s3.endpoint }),
    )
    await files.invoices.put('a.pdf', Buffer.from('%PDF-'), 'application/pdf')
    await files.ai.put('ai/training/user-1/b.webp', Buffer.from('webp'), 'image/webp')
    const stored = s3.bucket('looktag-private')
    expect([...stored.keys()].sort()).toEqual(['ai/training/user-1/b.webp', 'invoices/a.pdf'])
    expect(stored.get('invoices/a.pdf')).toMatchObject({ contentType: 'application/pdf', cacheControl: PRIVATE_CACHE_CONTROL })
    expect(s3.objects.size).toBe(0)

    expect((await files.invoices.get('a.pdf'))?.toString()).toBe('%PDF-')
    expect(await files.invoices.get('ai/training/user-1/b.webp')).toBeNull()
    const listed: string[] = []
    for await (const key of files.invoices.list('')) listed.push(key)
    expect(listed).toEqual(['a.pdf'])
    await files.ai.delete('ai/training/user-1/b.webp')
    expect(stored.has('ai/training/user-1/b.webp')).toBe(false)
    expect(() => files.ai.url('ai/training/user-1/b.webp')).toThrow(/no public URL/)
    expect(() => files.invoices.url('a.pdf')).toThrow(/no public URL/)
    await expect(files.ping()).resolves.toBeUndefined()
  })

  it('stay in their folders under DATA_DIR without a private bucket, readable by the app alone', async () => {
    const settings = config({ ...keys, S3_BUCKET: 'looktag', S3_ENDPOINT: s3.endpoint })
    const files = createPrivateStorage(settings)
    await files.invoices.put('c.pdf', Buffer.from('%PDF-'), 'application/pdf')
    await files.ai.put('ai/images/user-2/d.webp', Buffer.from('webp'), 'image/webp')
    const invoice = statSync(path.join(settings.billing.invoicesDir, 'c.pdf'))
    expect(invoice.mode & 0o777).toBe(0o600)
    expect(statSync(path.join(settings.ai.privateDir, 'ai/images/user-2/d.webp')).mode & 0o777).toBe(0o600)
    expect(s3.bucket('looktag-private').has('invoices/c.pdf')).toBe(false)
  })

  it('take invoice names as they come (base64url: a leading - or _), and no path tricks', async () => {
    const files = createPrivateStorage(config({}))
    for (const name of ['-vOlPL7O2Y9vDUBem6tOkb4pj0ScWvyu.pdf', '_IWEtshnMZKw5N7hpuvpdUh9IYn3GUUz.pdf']) {
      await files.invoices.put(name, Buffer.from('%PDF-'), 'application/pdf')
      expect((await files.invoices.get(name))?.toString()).toBe('%PDF-')
    }
    for (const key of ['../etc/passwd', '/etc/passwd', '.hidden', 'a//b', 'a/../b', 'a b', '']) expect(() => assertSafeKey(key)).toThrow()
  })

  it('never share the public bucket', () => {
    expect(resolvePrivateStorageConfig({ S3_REGION: 'us-east-1' })).toEqual({ kind: 'disk' })
    expect(() => resolvePrivateStorageConfig({ S3_REGION: 'us-east-1', S3_BUCKET: 'b', S3_PRIVATE_BUCKET: 'b' })).toThrow(
      /S3_PRIVATE_BUCKET must name another bucket than S3_BUCKET/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PRIVATE_BUCKET: 'b' })).toThrow(/Invalid configuration:[\s\S]*S3_PRIVATE_BUCKET/)
    expect(loadConfig({ S3_BUCKET: 'b', S3_PRIVATE_BUCKET: 'p' }).privateStorage).toMatchObject({ kind: 's3', s3: { bucket: 'p' } })
    expect(loadConfig({ S3_BUCKET: 'b', S3_PRIVATE_BUCKET: 'p' }).privateStorage).not.toHaveProperty('s3.publicUrl')
  })
})
