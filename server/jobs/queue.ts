import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { fromDrizzle, PgBoss } from 'pg-boss'
import { z } from 'zod'
import type { Executor } from '../db/client.ts'

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>

/** A job's name and the schema of its payload, declared beside its handler in the module's jobs file. */
export interface JobType<P extends z.ZodType = z.ZodType> {
  readonly name: string
  readonly payload: P
}

export function jobType<P extends z.ZodType>(name: string, payload: P): JobType<P> {
  return { name, payload }
}

/** A job that carries nothing (a scheduled sweep): whatever its payload, it runs. */
export const scheduledJob = (name: string) => jobType(name, z.unknown())

interface Definition {
  name: string
  payload: z.ZodType
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
 * A running job's worker writes a heartbeat every half of this; a job whose heartbeat is older is
 * failed by the monitor and retried. So a job whose process died (kill -9, a lost machine) runs
 * again within about HEARTBEAT + MONITOR + SUPERVISE seconds instead of pg-boss's 15-minute expiry,
 * which now only bounds a handler that hangs while its process lives (docs/performance.md, "Faults").
 */
export const HEARTBEAT_SECONDS = 20
const MONITOR_SECONDS = 20
const SUPERVISE_SECONDS = 10

/**
 * Background jobs on pg-boss in the same PostgreSQL. Modules `define` their jobs while the app is
 * wired; `start` creates the queues and, when this process runs workers, starts them. Every handler
 * must be idempotent: pg-boss retries failed jobs with backoff.
 */
export function createJobQueue(options: { url: string; logger: Pick<FastifyBaseLogger, 'error'> }) {
  const boss = new PgBoss({
    connectionString: options.url,
    max: 4,
    application_name: 'looktag-jobs',
    // How soon a lapsed heartbeat is noticed: the monitor pass runs at most every 20 s, looked for every 10 s.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  })
  const definitions = new Map<string, Definition>()
  let running = false
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'))

  return {
    /**
     * A job and its handler. `cron` also runs it on that schedule (pg-boss keeps one per name across
     * processes); `pollSeconds` is how often an idle worker looks for new jobs (pg-boss's 2 s unless
     * someone waits for the result, like a reset mail).
     */
    define<P extends z.ZodType>(
      job: JobType<P>,
      handler: JobHandler<z.output<P>>,
      opts: { retryLimit?: number; retryDelay?: number; retryDelayMax?: number; cron?: string; pollSeconds?: number } = {},
    ) {
      definitions.set(job.name, {
        name: job.name,
        payload: job.payload,
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
    async send<P extends z.ZodType>(
      job: JobType<P>,
      data: z.input<P>,
      opts: { tx?: Executor; singletonKey?: string; startAfter?: number } = {},
    ) {
      const def = definitions.get(job.name)
      if (!def) throw new Error(`Unknown job ${job.name}`)
      await boss.send(job.name, data as object, {
        ...queueOptions(def),
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfter,
        db: opts.tx ? fromDrizzle(opts.tx as never, sql as never) : undefined,
      })
    },

    async start({ workers }: { workers: boolean }) {
      await boss.start()
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, queueOptions(def)).catch(() => undefined)
        // createQueue leaves an existing queue as it was: options changed since go through updateQueue.
        await boss.updateQueue(def.name, queueOptions(def))
        if (def.cron) await boss.schedule(def.name, def.cron, {})
      }
      if (workers) {
        for (const def of definitions.values()) {
          await boss.work<object>(def.name, { pollingIntervalSeconds: def.pollSeconds ?? 2 }, (jobs) => runJobs(def, jobs, options.logger))
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

/**
 * Runs a batch of fetched jobs. A payload its schema refuses is logged and dropped: the job
 * completes instead of failing, since no retry would ever make it valid.
 */
export async function runJobs(
  def: Pick<Definition, 'name' | 'payload' | 'handler'>,
  jobs: { id: string; data: unknown; retryCount?: number }[],
  logger: Pick<FastifyBaseLogger, 'error'>,
) {
  for (const job of jobs) {
    const payload = def.payload.safeParse(job.data)
    if (!payload.success) {
      logger.error({ job: def.name, id: job.id, issues: payload.error.issues }, 'job dropped: its payload does not match its schema')
      continue
    }
    await def.handler(payload.data as never, { id: job.id, retryCount: job.retryCount ?? 0 })
  }
}

function queueOptions(def: Definition) {
  return {
    retryLimit: def.retryLimit,
    retryBackoff: true,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    ...(def.retryDelay === undefined ? {} : { retryDelay: def.retryDelay }),
    ...(def.retryDelayMax === undefined ? {} : { retryDelayMax: def.retryDelayMax }),
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
