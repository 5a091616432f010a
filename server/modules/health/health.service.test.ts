import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { RELEASE_MISSING_REASON } from '../release/release.service.ts'
import { createHealthService } from './health.service.ts'

function health(release: 'present' | 'missing' | 'none', databaseUp = true) {
  return createHealthService({
    db: {} as Database,
    jobs: { isRunning: () => true } as JobQueue,
    storage: { ping: async () => undefined },
    mail: 'outbox',
    release: { state: () => release },
    repo: { ping: async () => (databaseUp ? undefined : Promise.reject(new Error('down'))) },
  })
}

describe('health with the release files', () => {
  it('is ok and live while the release is there (or when running from the sources)', async () => {
    for (const state of ['present', 'none'] as const) {
      expect(await health(state).check()).toMatchObject({ status: 'ok', release: state })
      expect((await health(state).check()).reason).toBeUndefined()
      expect(health(state).live()).toEqual({ ok: true })
    }
  })

  it('is degraded and not live, saying why, once the release files are gone', async () => {
    expect(await health('missing').check()).toMatchObject({
      status: 'degraded',
      database: 'up',
      release: 'missing',
      reason: RELEASE_MISSING_REASON,
    })
    expect(health('missing').live()).toEqual({ ok: false, reason: RELEASE_MISSING_REASON })
  })

  it('names every part that is down', async () => {
    const result = await health('missing', false).check()
    expect(result.reason).toBe(`the database does not answer; ${RELEASE_MISSING_REASON}`)
    // A database outage is no reason to restart the process: liveness stays.
    expect(health('present', false).live()).toEqual({ ok: true })
  })
})
