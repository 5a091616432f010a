import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { fromDrizzle, PgBoss } from 'pg-boss'
import type { Executor } from '../db/client.ts'

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>

interface Definition {
  name: string
  handler: JobHandler<never>
  retryLimit: number
  /** Seconds before the first retry (doubling with each one, pg-boss's backoff), and the longest wait. */
  retryDelay?: number
  retryDelayMax?: number
  /** Cron expression (UTC) for recurring jobs; pg-boss enqueues one run per tick across all instances. */
  cron?: string
  pollSeconds?: number
}

/**
 * Background jobs on pg-boss in the same PostgreSQL. Modules `define` their jobs while the app is
 * wired; `start` creates the queues and, when this process runs workers, starts them. Every handler
 * must be idempotent: pg-boss retries failed jobs with backoff.
 */
export function createJobQueue(options: { url: string; logger: Pick<FastifyBaseLogger, 'error'> }) {
  const boss = new PgBoss({ connectionString: options.url, max: 4, application_name: 'looktag-jobs' })
  const definitions = new Map<string, Definition>()
  let running = false
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'))

  return {
    /**
     * A job and its handler. `cron` also runs it on that schedule (pg-boss keeps one per name across
     * processes); `pollSeconds` is how often an idle worker looks for new jobs (pg-boss's 2 s unless
     * someone waits for the result, like a reset mail).
     */
    define<T extends object>(
      name: string,
      handler: JobHandler<T>,
      opts: { retryLimit?: number; retryDelay?: number; retryDelayMax?: number; cron?: string; pollSeconds?: number } = {},
    ) {
      definitions.set(name, {
        name,
        handler: handler as JobHandler<never>,
        retryLimit: opts.retryLimit ?? 5,
        retryDelay: opts.retryDelay,
        retryDelayMax: opts.retryDelayMax,
        cron: opts.cron,
        pollSeconds: opts.pollSeconds,
      })
    },

    /**
     * Enqueues a job; pass `tx` to enqueue inside the caller's transaction (all or nothing),
     * `startAfter` to hold it back that many seconds.
     */
    async send<T extends object>(name: string, data: T, opts: { tx?: Executor; singletonKey?: string; startAfter?: number } = {}) {
      const def = definitions.get(name)
      if (!def) throw new Error(`Unknown job ${name}`)
      await boss.send(name, data, {
        ...retryOptions(def),
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfter,
        db: opts.tx ? fromDrizzle(opts.tx as never, sql as never) : undefined,
      })
    },

    async start({ workers }: { workers: boolean }) {
      await boss.start()
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, retryOptions(def)).catch(() => undefined)
        if (def.cron) await boss.schedule(def.name, def.cron, {})
      }
      if (workers) {
        for (const def of definitions.values()) {
          await boss.work<object>(def.name, { pollingIntervalSeconds: def.pollSeconds ?? 2 }, async (jobs) => {
            for (const job of jobs) {
              await def.handler(job.data as never, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 })
            }
          })
        }
      }
      running = true
    },

    async stop() {
      if (!running) return
      running = false
      await boss.stop({ graceful: true, timeout: 10_000 })
    },

    isRunning: () => running,
  }
}

function retryOptions(def: Definition) {
  return {
    retryLimit: def.retryLimit,
    retryBackoff: true,
    ...(def.retryDelay === undefined ? {} : { retryDelay: def.retryDelay }),
    ...(def.retryDelayMax === undefined ? {} : { retryDelayMax: def.retryDelayMax }),
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
