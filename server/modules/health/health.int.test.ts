import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { type S3TestServer, startS3Server } from '../../../tests/mocks/s3-server.ts'

describe('health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers liveness with { ok: true }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
  })

  it('names the mail transport', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    try {
      const res = await smtp.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.json()).toMatchObject({ status: 'ok', mail: 'smtp' })
    } finally {
      await smtp.close()
    }
  })
})

describe('readiness with S3 storage', () => {
  const keys = { S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret' }
  let s3: S3TestServer
  let reachable: TestApp
  let wrongBucket: TestApp
  let wrongPrivateBucket: TestApp
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'looktag', otherBuckets: ['looktag-private'], accessKeyId: keys.S3_ACCESS_KEY_ID })
    const env = { ...keys, S3_BUCKET: 'looktag', S3_ENDPOINT: s3.endpoint }
    reachable = await createTestApp({ env: { ...env, S3_PRIVATE_BUCKET: 'looktag-private' } })
    wrongBucket = await createTestApp({ env: { ...env, S3_BUCKET: 'gone' } })
    wrongPrivateBucket = await createTestApp({ env: { ...env, S3_PRIVATE_BUCKET: 'gone-private' } })
  })
  afterAll(async () => {
    await Promise.all([reachable?.close(), wrongBucket?.close(), wrongPrivateBucket?.close()])
    await s3?.close()
  })

  it('is ready when both buckets answer, asking each once without reading any object', async () => {
    const before = s3.requests.length
    const res = await reachable.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      jobs: 'up',
      storage: 'up',
      release: 'none',
      mail: 'outbox',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    })
    expect(s3.requests.slice(before).sort((x, y) => x.bucket.localeCompare(y.bucket))).toEqual([
      { method: 'HEAD', bucket: 'looktag', key: '' },
      { method: 'HEAD', bucket: 'looktag-private', key: '' },
    ])
  })

  it('is not ready (503, storage down) when either bucket cannot be used', async () => {
    for (const t of [wrongBucket, wrongPrivateBucket]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 'degraded',
        database: 'up',
        jobs: 'up',
        storage: 'down',
        release: 'none',
        mail: 'outbox',
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        reason: 'file storage cannot be used',
      })
    }
  })
})
