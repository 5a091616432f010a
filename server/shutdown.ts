import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'

/** How long requests in flight (uploads) may take to finish once shutdown starts; then their connections close. */
export const REQUEST_DRAIN_MS = 20_000
/** The whole shutdown: requests, jobs (pg-boss gives running jobs 10 s), then the embedded PostgreSQL. */
const SHUTDOWN_LIMIT_MS = 45_000
/**
 * Ctrl+C reaches every process of the terminal's group, and a wrapper (tsx, npm) may pass the same
 * signal on once more; a repeat within this window is that echo, not a second request to hurry.
 */
const ECHO_WINDOW_MS = 2_000

/**
 * Graceful shutdown on SIGTERM or Ctrl+C (docs/decisions/0025): stop accepting connections, let
 * requests in flight finish (bounded by REQUEST_DRAIN_MS), stop jobs and close the pools
 * (app.close), and only then stop the database this process owns. A second signal after the echo
 * window exits at once (the database still gets its stop signal from the exit hook).
 */
export function shutDownGracefully(app: FastifyInstance, stopDatabase?: () => Promise<void>) {
  const grace = closeWithGrace(
    { delay: SHUTDOWN_LIMIT_MS, skip: ['SIGINT', 'SIGTERM'], logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error')
      await closeApp(app)
      await stopDatabase?.()
      app.log.info('stopped')
    },
  )
  let firstSignalAt: number | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt === undefined) {
      firstSignalAt = Date.now()
      app.log.info({ signal }, 'shutting down: finishing requests in flight')
      void grace.close()
    } else if (Date.now() - firstSignalAt > ECHO_WINDOW_MS) {
      app.log.warn({ signal }, 'second signal: exiting without waiting')
      process.exit(1)
    }
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

async function closeApp(app: FastifyInstance) {
  const cutOff = setTimeout(() => {
    app.log.warn({ seconds: REQUEST_DRAIN_MS / 1000 }, 'requests still running at the shutdown limit; closing their connections')
    app.server.closeAllConnections()
  }, REQUEST_DRAIN_MS)
  try {
    await app.close()
  } finally {
    clearTimeout(cutOff)
  }
}
