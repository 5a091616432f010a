import type { FastifyInstance } from 'fastify'
import { type Listener, listen } from '../db/listen.ts'
import type { CreatorScopedCache } from './data-cache.ts'

/** Channel the triggers of migration 0005 notify with the changed creator's username (or id). */
export const CREATOR_CHANGED_CHANNEL = 'creator_changed'

/**
 * Keeps the caches honest across processes: every app process listens, whichever process (or
 * worker, or SQL console) made the change. While the connection is down the caches are emptied on
 * reconnect, since the notifications sent meanwhile are lost.
 */
export function watchCreatorChanges(app: FastifyInstance, options: { databaseUrl: string; caches: CreatorScopedCache[] }) {
  const { databaseUrl, caches } = options
  let listener: Listener | undefined
  app.addHook('onReady', async () => {
    listener = await listen({
      url: databaseUrl,
      channel: CREATOR_CHANGED_CHANNEL,
      onNotify: (creator) => {
        for (const cache of caches) cache.invalidateCreator(creator)
      },
      onReconnect: () => {
        for (const cache of caches) cache.clear()
      },
      log: app.log,
    })
  })
  app.addHook('onClose', async () => listener?.close())
}

/**
 * Site-wide changes (the operator's settings): every process listens on `channel` and runs
 * `onChange`, also after a lost connection, since a change may have been missed meanwhile.
 */
export function watchSiteChanges(app: FastifyInstance, options: { databaseUrl: string; channel: string; onChange: () => void }) {
  const { databaseUrl, channel, onChange } = options
  let listener: Listener | undefined
  app.addHook('onReady', async () => {
    listener = await listen({ url: databaseUrl, channel, onNotify: onChange, onReconnect: onChange, log: app.log })
  })
  app.addHook('onClose', async () => listener?.close())
}
