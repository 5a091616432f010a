import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { HEARTBEAT_MS, removeMarker, touchMarker } from '../../../scripts/release-markers.mjs'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { ReleaseRepository } from './release.repository.ts'
import { releasePresence, servedReleaseDirs } from './served-release.ts'

/** Said by the health checks when the release's files are gone (a balancer drains the instance). */
export const RELEASE_MISSING_REASON =
  'the release this instance started from was removed from disk; restart the instance (it starts from build/current)'

/**
 * The release this process runs from (decision 0074): recorded while it runs, by a marker file in
 * the release folder and a row in `instance_releases`, both renewed every HEARTBEAT_MS, so no build
 * removes it; and whether its files are still there, for the health checks.
 */
export function createReleaseService(deps: {
  config: Pick<Config, 'web'>
  db: Database
  log: FastifyBaseLogger
  repo: ReleaseRepository
  dirs?: readonly string[]
  heartbeatMs?: number
}) {
  const { db, log, repo } = deps
  const dirs = deps.dirs ?? servedReleaseDirs(deps.config)
  const presence = releasePresence(deps.config, dirs)
  const host = hostname()
  const id = `${host}-${process.pid}-${randomBytes(4).toString('hex')}`
  const rows = dirs.map((dir, i) => ({ instanceId: i ? `${id}/${i}` : id, release: path.basename(dir), host, pid: process.pid }))
  const ids = rows.map((row) => row.instanceId)
  let timer: NodeJS.Timeout | undefined
  let reportedMissing = false
  let databaseFailing = false

  const onDatabase = async (work: () => Promise<unknown>) => {
    try {
      await work()
      if (databaseFailing) log.info('release heartbeat recorded again')
      databaseFailing = false
    } catch (error) {
      // The marker files still hold the release on this machine; said once, not every heartbeat.
      if (!databaseFailing) log.warn({ err: error }, 'release heartbeat not recorded in the database')
      databaseFailing = true
    }
  }

  let markerFailing = false
  // A release folder this process may not write (deployed read-only by another user) leaves the database row alone.
  const mark = (action: (dir: string) => unknown) => {
    try {
      for (const dir of dirs) action(dir)
      markerFailing = false
    } catch (error) {
      if (!markerFailing) log.warn({ err: error }, 'release marker file not written; builds see this process through the database only')
      markerFailing = true
    }
  }

  const beat = async () => {
    mark(touchMarker)
    if (presence() === 'missing' && !reportedMissing) {
      reportedMissing = true
      log.error({ releases: rows.map((row) => row.release) }, RELEASE_MISSING_REASON)
    }
    await onDatabase(async () => {
      if (!(await repo.heartbeat(db, ids))) await repo.record(db, rows)
    })
  }

  return {
    /** 'present', 'missing' (its files are gone) or 'none' (runs from the sources). */
    state: presence,
    /** The names of the releases this process runs from. */
    releases: () => rows.map((row) => row.release),
    /** Records the release and starts the heartbeat; called once the server or workers start. */
    async hold() {
      if (!dirs.length || timer) return
      mark(touchMarker)
      await onDatabase(async () => {
        await repo.record(db, rows)
        await repo.removeStale(db)
      })
      timer = setInterval(() => void beat(), deps.heartbeatMs ?? HEARTBEAT_MS)
      timer.unref()
    },
    /** Stops the heartbeat and lets the release go (before the database closes). */
    async release() {
      if (!timer) return
      clearInterval(timer)
      timer = undefined
      mark(removeMarker)
      await onDatabase(() => repo.remove(db, ids))
    },
    /** One heartbeat now (tests). */
    beat,
  }
}

export type ReleaseService = ReturnType<typeof createReleaseService>
