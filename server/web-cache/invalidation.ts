import type { FastifyInstance } from 'fastify'
import { type Listener, listen } from '../db/listen.ts'
import type { HtmlCache } from './html-cache.ts'

/** Channel the triggers of migration 0005 notify with the changed creator's username (or id). */
export const CREATOR_CHANGED_CHANNEL = 'creator_changed'

/**
 * Keeps the cache honest across processes: every app process listens, whichever process (or
 * worker, or SQL console) made the change. While the connection is down the cache is emptied on
 * reconnect, since the notifications sent meanwhile are lost.
 */
export function watchCreatorChanges(app: FastifyInstance, options: { databaseUrl: string; cache: HtmlCache }) {
  const { databaseUrl, cache } = options
  let listener: Listener | undefined
  app.addHook('onReady', async () => {
    listener = await listen({
      url: databaseUrl,
      channel: CREATOR_CHANGED_CHANNEL,
      onNotify: (creator) => cache.invalidateCreator(creator),
      onReconnect: () => cache.clear(),
      log: app.log,
    })
  })
  app.addHook('onClose', async () => listener?.close())
}
