import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { REPORT_CONFIRMS_PER_CLIENT_MINUTE, REPORTS_PER_CLIENT_MINUTE } from '../../../contract/moderation.ts'
import { moderationApi } from '../../../contract/moderation-api.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'
import { decisionJson } from './decisions.service.ts'

/** Notices (public), their confirmation, and the admin's queue and decisions. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = () => app.services.reports
  const decisions = () => app.services.moderation

  // Each notice may send a mail: a few per minute from one client (per email and per item: in the service).
  route(app, moderationApi.file, { config: { rateLimit: strictLimit(app.config, REPORTS_PER_CLIENT_MINUTE) } }, async (req) => {
    const { status } = await reports().file(req.user, req.body, req.lang)
    return { status, message: req.t(status === 'received' ? 'moderation.form.received' : 'moderation.form.confirm_sent') }
  })
  route(app, moderationApi.target, {}, async (req) => reports().target(req.query))
  route(app, moderationApi.confirm, { config: { rateLimit: strictLimit(app.config, REPORT_CONFIRMS_PER_CLIENT_MINUTE) } }, async (req) =>
    reports().confirm(req.params.token),
  )
  route(app, moderationApi.queue, {}, async (req) => decisions().queue(req.user!, req.query))
  route(app, moderationApi.decide, {}, async (req) => decisionJson(await decisions().decide(req.user!, req.params.id, req.body)))
}
