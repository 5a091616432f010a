import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl, liveReleases, releasesWithLiveRows } from '../../../scripts/release-live.mjs'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createReleaseRepository } from './release.repository.ts'
import { createReleaseService } from './release.service.ts'

/** A finished release folder, as scripts/release.mjs leaves it. */
function release(root: string, name: string) {
  const dir = path.join(root, 'releases', name)
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true })
  mkdirSync(path.join(dir, 'server'), { recursive: true })
  writeFileSync(path.join(dir, 'stamp.json'), '{}')
  writeFileSync(path.join(dir, 'server/index.js'), '')
  return dir
}

describe('the release a running process uses', () => {
  let t: TestApp
  let root: string
  beforeAll(async () => {
    t = await createTestApp()
    root = mkdtempSync(path.join(tmpdir(), 'looktag-releases-'))
  })
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })

  const serviceFor = (dir: string) =>
    createReleaseService({
      config: { web: { mode: 'build', buildDir: dir } },
      db: t.app.db,
      log: t.app.log,
      repo: createReleaseRepository(),
      dirs: [dir],
    })

  it('is recorded by a row and a marker while held, both gone once let go', async () => {
    const dir = release(root, 'r-held')
    const service = serviceFor(dir)
    expect(service.state()).toBe('present')
    await service.hold()
    expect(await releasesWithLiveRows(t.databaseUrl)).toContain('r-held')
    expect(readdirSync(dir).filter((name) => name.startsWith('.in-use-'))).toHaveLength(1)
    const { live, database } = await liveReleases(path.join(root, 'releases'), { DATABASE_URL: t.databaseUrl })
    expect(database).toBe('read')
    expect(live.has('r-held')).toBe(true)

    await service.release()
    expect(await releasesWithLiveRows(t.databaseUrl)).not.toContain('r-held')
    expect(readdirSync(dir).filter((name) => name.startsWith('.in-use-'))).toEqual([])
  })

  it('counts a row only while its heartbeat is recent, and a heartbeat records a row deleted meanwhile', async () => {
    const dir = release(root, 'r-beat')
    const service = serviceFor(dir)
    await service.hold()
    try {
      await t.db.execute(sql`update instance_releases set heartbeat_at = now() - interval '10 minutes' where release = 'r-beat'`)
      expect(await releasesWithLiveRows(t.databaseUrl)).not.toContain('r-beat')
      await service.beat()
      expect(await releasesWithLiveRows(t.databaseUrl)).toContain('r-beat')
      await t.db.execute(sql`delete from instance_releases where release = 'r-beat'`)
      await service.beat()
      expect(await releasesWithLiveRows(t.databaseUrl)).toContain('r-beat')
    } finally {
      await service.release()
    }
  })

  it('reports its files missing once the release folder is removed', async () => {
    const dir = release(root, 'r-removed')
    const service = serviceFor(dir)
    rmSync(dir, { recursive: true })
    // Checked at most once a second: a fresh service sees it at once.
    expect(serviceFor(dir).state()).toBe('missing')
    expect(existsSync(dir)).toBe(false)
    expect(service.releases()).toEqual(['r-removed'])
  })

  it('lets a build go on with the marker files when no database answers', async () => {
    const dir = release(root, 'r-markers')
    const service = serviceFor(dir)
    await service.hold()
    try {
      const { live, database } = await liveReleases(path.join(root, 'releases'), { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:9/none' })
      expect(database).toMatch(/^unreachable: /)
      expect(live.has('r-markers')).toBe(true)
      // No DATABASE_URL and no embedded server running in DATA_DIR: nothing to ask.
      expect(databaseUrl({ DATA_DIR: root })).toBeUndefined()
    } finally {
      await service.release()
    }
  })

  it('still records the row when its marker cannot be written', async () => {
    // A plain file where the folder should be: writing the marker inside it fails (ENOTDIR).
    const file = path.join(root, 'releases', 'r-unwritable')
    writeFileSync(file, '')
    const service = serviceFor(file)
    await service.hold()
    try {
      expect(await releasesWithLiveRows(t.databaseUrl)).toContain('r-unwritable')
      await service.beat()
    } finally {
      await service.release()
    }
    expect(await releasesWithLiveRows(t.databaseUrl)).not.toContain('r-unwritable')
  })
})
