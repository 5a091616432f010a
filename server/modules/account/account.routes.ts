import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DeleteAccountBody, RequestReferenceQuery } from '../../../contract/account.ts'
import { strictLimit } from '../../plugins/security.ts'
import { clearSessionCookies } from '../auth/session.ts'
import type { AccountService, ExportArchive } from './account.service.ts'

const IdParams = z.object({ id: z.uuid() })

/** Sends an archive as a download while it is being built. */
function sendArchive(reply: FastifyReply, { fileName, stream }: ExportArchive) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
    .header('cache-control', 'no-store')
    .send(stream)
}

/** Data rights: the holder's export and deletion, and the admin's export on request. */
export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account/export',
      {
        schema: { tags: ['account'], summary: 'Download everything held about the signed-in account as one ZIP archive' },
        onRequest: app.requireUser,
      },
      async (req, reply) => sendArchive(reply, await account.exportOwn(req.user!)),
    )

    app.post(
      '/api/account/delete',
      {
        schema: {
          tags: ['account'],
          summary: 'Delete the signed-in account after re-entering its password; signs out everywhere',
          body: DeleteAccountBody,
          response: { 204: z.null() },
        },
        onRequest: app.requireUser,
        // Above the password throttle's 10 failures, which is the rule; this only caps a flood.
        config: { rateLimit: strictLimit(app.config, 20) },
      },
      async (req, reply) => {
        await account.deleteOwn(req.user!, req.body.password, { ip: req.ip })
        clearSessionCookies(reply)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/admin/influencers/:id/export',
      {
        schema: {
          tags: ['admin'],
          summary: "Download an account's data export on its holder's request (audited with the reference)",
          params: IdParams,
          querystring: RequestReferenceQuery,
        },
        onRequest: app.requireAdmin,
      },
      async (req, reply) => sendArchive(reply, await account.exportFor(req.user!, req.params.id, req.query.reference)),
    )
  }
}
