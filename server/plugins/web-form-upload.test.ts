import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_BATCH_MAX } from '../../contract/images.ts'
import { multipartFiles } from '../../tests/fixtures/multipart.ts'
import { AppError } from '../errors.ts'
import { receiveFormUpload } from './web-form-upload.ts'

/**
 * A plain form post's files (web.ts → route actions): a visitor's body is never read, photos wait
 * on disk and are gone with the answer, the image work's place is held and given back, and every
 * refusal reaches the action as an error it can show, never a thrown 500.
 */
describe('receiveFormUpload', () => {
  let app: FastifyInstance
  let tmpDir: string
  let busy = false
  const held = { now: 0, most: 0 }

  beforeAll(async () => {
    tmpDir = mkdtempSync(path.join(tmpdir(), 'looktag-form-upload-'))
    app = Fastify()
    await app.register(multipart)
    app.post('/*', async (req) => {
      Object.assign(req, { user: req.headers['x-signed-in'] ? { id: 'u1', role: 'user' } : null })
      const admitUpload = () => {
        if (busy) throw new AppError('IMAGE_WORK_BUSY')
        held.most = Math.max(held.most, ++held.now)
        return () => void held.now--
      }
      const page = (req.url.split('?')[0] as string).replace(/^\/x/, '')
      const received = await receiveFormUpload(req, { tmpDir, admitUpload }, page).catch((error: AppError) => error)
      if (received instanceof AppError) return { thrown: received.code }
      const sizes = await Promise.all((received.upload?.files ?? []).map(async (read) => (await read()).length))
      const kept = readdirSync(tmpDir).length
      await received.done()
      const error = received.upload?.error as { code?: string } | undefined
      return {
        fields: Object.fromEntries(received.fields),
        sizes,
        more: received.upload?.more,
        tooLarge: received.upload?.tooLarge,
        error: error?.code,
        kept,
      }
    })
  })
  afterAll(async () => {
    await app.close()
    rmSync(tmpDir, { recursive: true, force: true })
  })

  const post = (url: string, fields: Record<string, string>, files: Buffer[], field: string, signedIn = true) => {
    const form = multipartFiles(fields, files, field)
    return app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...(signedIn ? { 'x-signed-in': '1' } : {}) },
    })
  }
  const photo = (bytes = 2000) => Buffer.alloc(bytes, 7)

  it("reads nothing of a visitor's post: no fields, no files, no place in the image work", async () => {
    const res = await post('/x/dashboard', { intent: 'upload', category: 'clothes' }, [photo()], 'image', false)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ fields: {}, sizes: [], kept: 0 })
    expect(held.most).toBe(0)
  })

  it('hands the dashboard its fields and photos, kept on disk until the answer, the place given back', async () => {
    const res = await post('/x/dashboard', { intent: 'upload', category: 'makeup' }, [photo(1000), photo(3000)], 'image')
    expect(res.json()).toMatchObject({ fields: { intent: 'upload', category: 'makeup' }, sizes: [1000, 3000], more: false, kept: 2 })
    expect(held.most).toBe(1)
    expect(held.now).toBe(0)
    expect(readdirSync(tmpDir)).toHaveLength(0)
  })

  it('keeps the first photos of a batch over its limit and says more were sent', async () => {
    const res = await post(
      '/x/dashboard',
      { intent: 'upload' },
      Array.from({ length: IMAGE_BATCH_MAX + 1 }, () => photo(10)),
      'image',
    )
    expect(res.json()).toMatchObject({ sizes: Array(IMAGE_BATCH_MAX).fill(10), more: true })
  })

  it('leaves out a photo over 15 MB and keeps the others of the batch, with the fields', async () => {
    const big = photo(15 * 1024 * 1024 + 1)
    const res = await post('/x/dashboard', { intent: 'upload' }, [photo(1000), big, photo(3000)], 'image')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ fields: { intent: 'upload' }, sizes: [1000, 3000], tooLarge: true, kept: 2 })
    expect(res.json().error).toBeUndefined()
    const alone = await post('/x/dashboard', { intent: 'upload' }, [big], 'image')
    expect(alone.json()).toMatchObject({ sizes: [], tooLarge: true })
    expect(readdirSync(tmpDir)).toHaveLength(0)
  })

  it('passes the image work being full on as IMAGE_WORK_BUSY without reading the photos', async () => {
    busy = true
    try {
      const res = await post('/x/dashboard', { intent: 'upload' }, [photo()], 'image')
      expect(res.json()).toMatchObject({ sizes: [], error: 'IMAGE_WORK_BUSY' })
    } finally {
      busy = false
    }
  })

  it('takes one profile photo without the image work, and no files for any other page', async () => {
    held.most = 0
    const res = await post('/x/profile', { username: 'mila' }, [photo(500)], 'photo')
    expect(res.json()).toMatchObject({ fields: { username: 'mila' }, sizes: [500] })
    expect(held.most).toBe(0)
    const other = await post('/x/contact', { subject: 'hi' }, [photo()], 'file')
    expect(other.json()).toEqual({ thrown: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})
