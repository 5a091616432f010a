import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

export interface Listener {
  close(): Promise<void>
}

/**
 * LISTENs on one channel over its own connection (a pooled one would lose the subscription when
 * returned). Reconnects after a lost connection with a growing delay, up to 30 s; `onReconnect`
 * runs after every reconnection, since notifications sent meanwhile are lost.
 */
export async function listen(options: {
  url: string
  channel: string
  onNotify: (payload: string) => void
  onReconnect?: () => void
  log: FastifyBaseLogger
}): Promise<Listener> {
  const { url, channel, onNotify, onReconnect, log } = options
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`)
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let attempt = 0

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `looktag-listen-${channel}` })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotify(message.payload)
    })
    const lost = (error?: Error) => {
      if (closed || client !== next) return
      client = null
      next.end().catch(() => {})
      log.warn({ err: error, channel }, 'notification connection lost; reconnecting')
      scheduleReconnect()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    if (closed) return void (await next.end())
    client = next
    attempt = 0
  }

  const scheduleReconnect = () => {
    if (closed) return
    const delay = Math.min(30_000, 500 * 2 ** attempt++)
    retry = setTimeout(async () => {
      try {
        await connect()
        onReconnect?.()
      } catch (error) {
        log.warn({ err: error, channel }, 'notification reconnect failed')
        scheduleReconnect()
      }
    }, delay)
  }

  await connect()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
      client = null
    },
  }
}
