import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** Liveness and readiness for load balancers and operators. */

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  jobs: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  /** Where mail goes: an SMTP server, or .eml files under DATA_DIR/outbox (delivered to nobody). */
  mail: z.enum(['smtp', 'outbox']),
  /** The running release's version (package.json; CHANGELOG.md says what changed). */
  version: z.string(),
})

export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'system',
    summary: 'The process is up (touches no database)',
    response: z.object({ ok: z.literal(true) }),
  }),
  /** 503 with the same answer when something is down. */
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'system',
    summary: 'Database, job queue and file storage state, and the mail transport',
    response: Health,
    responses: { 503: Health },
  }),
}
