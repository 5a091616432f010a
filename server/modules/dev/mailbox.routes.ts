import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

/**
 * Development only: the outbox as JSON (the /dev/mailbox page shows the same list). It holds
 * password-reset links, so it answers only clients on this machine (see plugins/local-only.ts).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails sent in development (this machine only)',
        querystring: z.object({ to: z.string().max(MAX_EMAIL_LENGTH).optional() }),
      },
      onRequest: app.requireLocalDevClient,
    },
    async (req) => ({ messages: await readOutbox(app.config.mail.outboxDir, 50, req.query.to) }),
  )
}
