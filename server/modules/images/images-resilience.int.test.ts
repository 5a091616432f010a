import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { uploadPhoto } from '../../../tests/fixtures/upload.ts'
import { images } from '../../db/schema/index.ts'
import { imageWork } from '../../lib/images/work-pool.ts'
import { createDiskStorage, diskTempDir } from '../../ports/storage/disk.adapter.ts'
import { createImagesRepository } from './images.repository.ts'
import { createImageSweep } from './images.sweep.ts'

const HOUR = 60 * 60 * 1000

async function collect(keys: AsyncIterable<string>) {
  const all: string[] = []
  for await (const key of keys) all.push(key)
  return all
}
const fields = { category: 'clothes', expiry_date: daysFromToday(3), description: 'Linen shirt', discount: 'SAVE10' }

describe('crash leftovers and bounded image work', () => {
  let t: TestApp
  // One image worker and no queue: a held worker makes the next upload "busy".
  beforeAll(async () => {
    t = await createTestApp({ env: { IMAGE_WORKERS: '1', IMAGE_QUEUE: '0' } })
  })
  afterAll(() => t.close())

  const uploadsDir = () => t.config.uploadsDir
  const put = (key: string) => {
    mkdirSync(path.dirname(path.join(uploadsDir(), key)), { recursive: true })
    writeFileSync(path.join(uploadsDir(), key), 'x')
  }

  it('writes temp files outside the served folder and never serves a .tmp file under /uploads', async () => {
    const storage = createDiskStorage({ dir: uploadsDir() })
    await storage.put('images/abc/w320.webp', Buffer.from('pixels'), 'image/webp')
    expect(readdirSync(path.join(uploadsDir(), 'images/abc'))).toEqual(['w320.webp'])
    expect(diskTempDir(uploadsDir()).startsWith(path.join(uploadsDir(), path.sep))).toBe(false)
    // A half-written file as an older version left it under uploads/ stays private.
    put('images/abc/w320.webp.16900.tmp')
    expect((await t.app.inject({ method: 'GET', url: '/uploads/images/abc/w320.webp.16900.tmp' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/uploads/images/abc/w320.webp' })).statusCode).toBe(200)
  })

  it('removes the folder of a deleted upload and lists keys by prefix', async () => {
    const storage = createDiskStorage({ dir: uploadsDir() })
    await storage.put('images/gone/w320.webp', Buffer.from('a'), 'image/webp')
    await storage.put('images/gone/w320.jpg', Buffer.from('b'), 'image/jpeg')
    expect((await collect(storage.list('images/'))).filter((k: string) => k.startsWith('images/gone/')).sort()).toEqual([
      'images/gone/w320.jpg',
      'images/gone/w320.webp',
    ])
    await storage.delete('images/gone/w320.webp')
    await storage.delete('images/gone/w320.jpg')
    expect(existsSync(path.join(uploadsDir(), 'images/gone'))).toBe(false)
    expect(existsSync(path.join(uploadsDir(), 'images'))).toBe(true)
  })

  it('sweeps files without rows after the grace period, keeps referenced files, reports rows without files and removes stale temp files', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const kept = await uploadPhoto(t, cookie, fields)
    expect(kept.statusCode).toBe(201)
    const keptFiles = (await t.db.select().from(images).where(eq(images.id, kept.json().id)))[0].variants.map((v) => v.key)
    // A crash between writing the files and the row: a folder nobody points at.
    put('images/orphan-1/w320.webp')
    put('images/orphan-1/w320.webp.16900.tmp')
    // A row whose files are gone (created two hours ago).
    const broken = await createImage(t.db, user.id, { createdAt: new Date(Date.now() - 2 * HOUR) })
    const tmpDir = diskTempDir(uploadsDir())
    mkdirSync(tmpDir, { recursive: true })
    writeFileSync(path.join(tmpDir, 'stale.tmp'), 'x')
    writeFileSync(path.join(tmpDir, 'fresh.tmp'), 'x')
    const old = new Date(Date.now() - 2 * HOUR)
    utimesSync(path.join(tmpDir, 'stale.tmp'), old, old)

    let clock = Date.now()
    const sweep = createImageSweep({
      db: t.db,
      storage: createDiskStorage({ dir: uploadsDir() }),
      repo: createImagesRepository(),
      tmpDir,
      now: () => clock,
    })
    const first = await sweep.run()
    // Seen without a row once: could be an upload whose row is not written yet, so nothing goes.
    expect(first.removedFiles).toBe(0)
    expect(existsSync(path.join(uploadsDir(), 'images/orphan-1/w320.webp'))).toBe(true)
    expect(first.missingRows).toContain(broken.id)
    expect(first.removedTempFiles).toBe(1)
    expect(readdirSync(tmpDir)).toEqual(['fresh.tmp'])

    // A new orphan appears just before the next run; it waits for its own grace period.
    put('images/orphan-2/w320.webp')
    clock += HOUR - 1
    expect((await sweep.run()).removedFiles).toBe(0)
    clock += 1
    const second = await sweep.run()
    expect(second.removedFiles).toBeGreaterThanOrEqual(2)
    expect(existsSync(path.join(uploadsDir(), 'images/orphan-1'))).toBe(false)
    expect(existsSync(path.join(uploadsDir(), 'images/orphan-2/w320.webp'))).toBe(true)
    for (const key of keptFiles) expect(existsSync(path.join(uploadsDir(), key))).toBe(true)
    // Idempotent: nothing more to do.
    const third = await sweep.run()
    expect(third.removedFiles).toBe(0)
    expect((await t.db.select().from(images).where(eq(images.id, broken.id))).length).toBe(1)
  })

  it('answers a clear 503 busy with Retry-After when every image worker is taken, and stores nothing', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const filesBefore = await collect(createDiskStorage({ dir: uploadsDir() }).list('images/'))
    let release = () => {}
    const held = imageWork.run(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      const res = await uploadPhoto(t, cookie, fields)
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('10')
      expect(res.json()).toMatchObject({
        code: 'IMAGE_WORK_BUSY',
        error: 'Many photos are being processed right now. Please try again in a few seconds.',
      })
      expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toEqual([])
      expect(await collect(createDiskStorage({ dir: uploadsDir() }).list('images/'))).toEqual(filesBefore)
    } finally {
      release()
      await held
    }
    expect((await uploadPhoto(t, cookie, fields)).statusCode).toBe(201)
  })

  it('refuses an upload before reading its body when every place in the image work is taken', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const release = imageWork.admit()
    try {
      const res = await uploadPhoto(t, cookie, fields)
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('IMAGE_WORK_BUSY')
      expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toEqual([])
    } finally {
      release()
    }
    expect((await uploadPhoto(t, cookie, fields)).statusCode).toBe(201)
  })
})
