import { sql } from 'drizzle-orm'
import type { AdminMailFailure } from '../../../contract/admin.ts'
import type { Executor } from '../../db/client.ts'
import { SEND_EMAIL } from './mail.jobs.ts'

interface Row extends Record<string, unknown> {
  id: string
  to: string | null
  subject: string | null
  state: 'retry' | 'failed'
  retry_count: number
  error: string | null
  created_on: Date
  start_after: Date
}

/** Queued mail lives in pg-boss's job table; this reads the sends that failed, without their bodies. */
export function createMailRepository() {
  return {
    async failures(db: Executor, limit: number): Promise<AdminMailFailure[]> {
      const { rows } = await db.execute<Row>(sql`
        select id, data->>'to' as "to", data->>'subject' as subject, state, retry_count,
               coalesce(output->>'message', output->>'value') as error, created_on, start_after
        from pgboss.job
        where name = ${SEND_EMAIL.name} and state in ('retry', 'failed')
        order by created_on desc
        limit ${limit}`)
      return rows.map((row) => ({
        id: row.id,
        to: row.to ?? '',
        subject: row.subject ?? '',
        status: row.state === 'retry' ? 'retrying' : 'failed',
        // pg-boss counts retries started: the attempt that failed last is one more.
        attempts: row.retry_count + 1,
        error: row.error,
        created_at: new Date(row.created_on).toISOString(),
        next_attempt_at: row.state === 'retry' ? new Date(row.start_after).toISOString() : null,
      }))
    },
  }
}

export type MailRepository = ReturnType<typeof createMailRepository>
