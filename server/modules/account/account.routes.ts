import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountApi } from '../../../contract/account.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'
import { clearSessionCookies } from '../auth/session.ts'
import type { AccountService, ExportArchive } from './account.service.ts'

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
    route(app, accountApi.exportOwn, {}, async (req, reply) => sendArchive(reply, await account.exportOwn(req.user!)))

    // Above the password throttle's 10 failures, which is the rule; this only caps a flood.
    route(app, accountApi.deleteOwn, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req, reply) => {
      await account.deleteOwn(req.user!, req.body.password, { ip: req.ip })
      clearSessionCookies(reply)
      return reply.send(null)
    })

    route(app, accountApi.exportFor, {}, async (req, reply) =>
      sendArchive(reply, await account.exportFor(req.user!, req.params.id, req.query.reference)),
    )
  }
}
