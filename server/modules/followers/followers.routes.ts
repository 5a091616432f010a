import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminFollowerTotals,
  FOLLOW_REQUESTS_PER_ADDRESS_MINUTE,
  FollowerGrowth,
  FollowerGrowthQuery,
  FollowerList,
  FollowerListQuery,
  FollowerMessage,
  FollowerTokenParams,
  FollowInput,
  FollowingIdParams,
  FollowingList,
  FollowParams,
} from '../../../contract/followers.ts'
import { strictLimit } from '../../plugins/security.ts'

const tags = ['followers']

export const followersRoutes: FastifyPluginAsyncZod = async (app) => {
  const followers = () => app.services.followers

  app.post(
    '/api/followers/:username',
    {
      schema: {
        tags,
        summary: 'Follow a creator by email (sends the confirm mail)',
        params: FollowParams,
        body: FollowInput,
        response: { 202: FollowerMessage },
      },
      // Each request sends a mail: a few per minute from one address (per email: in the service).
      config: { rateLimit: strictLimit(app.config, FOLLOW_REQUESTS_PER_ADDRESS_MINUTE) },
    },
    async (req, reply) => {
      await followers().follow(req.params.username, req.body, req.lang)
      return reply.code(202).send({ message: req.t('followers.form.sent') })
    },
  )

  app.post(
    '/api/followers/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Confirm a follow request (the token works once)',
        params: FollowerTokenParams,
        response: { 200: z.object({ message: z.string(), username: z.string(), name: z.string(), manage_url: z.string() }) },
      },
      config: { rateLimit: strictLimit(app.config, 20) },
    },
    async (req) => {
      const done = await followers().confirm(req.params.token)
      return {
        message: req.t('followers.confirm.done', { creator: done.name }),
        username: done.username,
        name: done.name,
        manage_url: done.manageUrl,
      }
    },
  )

  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` here; our page posts too.
  app.post(
    '/api/followers/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Unsubscribe at once (RFC 8058 one-click)',
        params: FollowerTokenParams,
        body: z.unknown().optional(),
        response: { 200: FollowerMessage },
      },
    },
    async (req) => {
      await followers().unsubscribe(req.params.token)
      return { message: req.t('followers.unsubscribe.done') }
    },
  )

  app.get(
    '/api/followers/manage/:token',
    {
      schema: {
        tags,
        summary: 'Every creator the address behind a manage link follows',
        params: FollowerTokenParams,
        response: { 200: FollowingList },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return followers().following(req.params.token)
    },
  )

  app.delete(
    '/api/followers/manage/:token/:id',
    { schema: { tags, summary: 'Stop following one creator', params: FollowingIdParams, response: { 200: FollowerMessage } } },
    async (req) => {
      await followers().stopFollowing(req.params.token, req.params.id)
      return { message: req.t('followers.manage.removed') }
    },
  )

  app.get(
    '/api/followers',
    {
      schema: {
        tags,
        summary: "The signed-in creator's confirmed followers",
        querystring: FollowerListQuery,
        response: { 200: FollowerList },
      },
      onRequest: app.requireUser,
    },
    async (req) => followers().list(req.user!, req.query),
  )

  app.get(
    '/api/followers/growth',
    {
      schema: {
        tags,
        summary: 'Follow requests, confirmations and unsubscribes per day',
        querystring: FollowerGrowthQuery,
        response: { 200: FollowerGrowth },
      },
      onRequest: app.requireUser,
    },
    async (req) => followers().growth(req.user!, req.query.days),
  )

  app.get(
    '/api/followers/export.csv',
    { schema: { tags, summary: 'All confirmed followers as CSV' }, onRequest: app.requireUser },
    async (req, reply) => {
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
    },
  )

  app.get(
    '/api/admin/followers',
    {
      schema: {
        tags,
        summary: 'Follower totals over the platform',
        response: { 200: AdminFollowerTotals },
      },
      onRequest: app.requireAdmin,
    },
    async (req) => followers().totals(req.user!),
  )
}
