import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { createJobQueue, HEARTBEAT_SECONDS, scheduledJob } from './queue.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const heartbeats = async () =>
  (
    await t.db.execute<{ name: string; heartbeat_seconds: number | null }>(
      sql`select name, heartbeat_seconds from pgboss.queue where name not like '\_\_pgboss%'`,
    )
  ).rows

describe('jobs of a process that died', () => {
  it('are watched by a heartbeat on every queue, so the monitor retries them within minutes', async () => {
    const queues = await heartbeats()
    expect(queues.length).toBeGreaterThan(10)
    expect(queues.filter((q) => q.heartbeat_seconds !== HEARTBEAT_SECONDS)).toEqual([])
  })

  it('gives a queue created before the heartbeat existed one at the next start', async () => {
    await t.db.execute(sql`update pgboss.queue set heartbeat_seconds = null where name = 'followers.digest-batch'`)
    const jobs = createJobQueue({ url: t.databaseUrl, logger: { error: () => undefined } })
    jobs.define(scheduledJob('followers.digest-batch'), async () => undefined)
    await jobs.start({ workers: false })
    await jobs.stop()
    expect((await heartbeats()).find((q) => q.name === 'followers.digest-batch')?.heartbeat_seconds).toBe(HEARTBEAT_SECONDS)
  })

  it('sends each job with the heartbeat, whatever its queue says', async () => {
    await t.db.execute(sql`update pgboss.queue set heartbeat_seconds = null where name = 'followers.purge'`)
    const jobs = createJobQueue({ url: t.databaseUrl, logger: { error: () => undefined } })
    const job = scheduledJob('followers.purge')
    jobs.define(job, async () => undefined)
    await jobs.start({ workers: false })
    await t.db.execute(sql`update pgboss.queue set heartbeat_seconds = null where name = 'followers.purge'`)
    await jobs.send(job, {})
    await jobs.stop()
    const [row] = (
      await t.db.execute<{ heartbeat_seconds: number | null }>(
        sql`select heartbeat_seconds from pgboss.job where name = 'followers.purge' order by created_on desc limit 1`,
      )
    ).rows
    expect(row?.heartbeat_seconds).toBe(HEARTBEAT_SECONDS)
  })
})
