import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FOLLOW_REQUESTS_PER_ADDRESS_MINUTE, followersApi } from '../../../contract/followers.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

export const followersRoutes: FastifyPluginAsyncZod = async (app) => {
  const followers = () => app.services.followers

  // Each request sends a mail: a few per minute from one address (per email: in the service).
  route(app, followersApi.follow, { config: { rateLimit: strictLimit(app.config, FOLLOW_REQUESTS_PER_ADDRESS_MINUTE) } }, async (req) => {
    await followers().follow(req.params.username, req.body, req.lang)
    return { message: req.t('followers.form.sent') }
  })

  route(app, followersApi.confirm, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req) => {
    const done = await followers().confirm(req.params.token)
    return {
      message: done.message,
      username: done.username,
      name: done.name,
      manage_url: done.manageUrl,
    }
  })

  route(app, followersApi.unsubscribe, {}, async (req) => {
    const { message } = await followers().unsubscribe(req.params.token)
    return { message: message ?? req.t('followers.unsubscribe.done') }
  })

  route(app, followersApi.following, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return followers().following(req.params.token)
  })

  route(app, followersApi.stopFollowing, {}, async (req) => {
    return followers().stopFollowing(req.params.token, req.params.id)
  })

  route(app, followersApi.list, {}, async (req) => followers().list(req.user!, req.query))
  route(app, followersApi.nextDigest, {}, async (req) => followers().nextDigest(req.user!))
  route(app, followersApi.growth, {}, async (req) => followers().growth(req.user!, req.query.days))

  route(app, followersApi.exportCsv, {}, async (req, reply) => {
    const lines = followers().csv(req.user!)
    // The first page is read before answering, so a refused request is a JSON error, not a broken download.
    const first = await lines.next()
    async function* rest() {
      if (!first.done) yield first.value
      yield* lines
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="followers.csv"')
      .send(Readable.from(rest()))
  })

  route(app, followersApi.adminTotals, {}, async (req) => followers().totals(req.user!))
}
