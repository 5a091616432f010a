import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { devApi } from '../../../contract/dev.ts'
import { route } from '../../plugins/endpoints.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

/**
 * Development only: the outbox as JSON (the /dev/mailbox page shows the same list). It holds
 * password-reset links, so it answers only clients on this machine (see plugins/local-only.ts).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, devApi.mailbox, {}, async (req) => ({ messages: await readOutbox(app.config.mail.outboxDir, 50, req.query.to) }))
}
