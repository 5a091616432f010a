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
  /**
   * The files of the build this instance started from: `missing` when they were removed (it can
   * only answer errors until restarted), `none` when it runs from the sources (development).
   */
  release: z.enum(['present', 'missing', 'none']),
  /** The running release's version (package.json; CHANGELOG.md says what changed). */
  version: z.string(),
  /** What is down, in words, when the status is degraded. */
  reason: z.string().optional(),
})

/** A process that can no longer serve pages (its release's files are gone): restart it. */
const NotLive = z.object({ ok: z.literal(false), reason: z.string() })

export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'system',
    summary: 'The process is up and its files are there (touches no database)',
    response: z.object({ ok: z.literal(true) }),
    responses: { 503: NotLive },
  }),
  /** 503 with the same answer when something is down. */
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'system',
    summary: "Database, job queue, file storage and the release's files, and the mail transport",
    response: Health,
    responses: { 503: Health },
  }),
}
