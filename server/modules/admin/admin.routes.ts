import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Influencer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  page_name: z.string(),
  role: z.enum(['user', 'admin']),
  approved: z.boolean(),
  payment_status: z.enum(['pending', 'paid']),
  plan_type: z.enum(['basic', 'ai']),
  created_at: z.string(),
})

/** Admin area API (approval so far; the full admin area builds on these routes). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/influencers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creators and admins, newest first (search by username or email)',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: z.object({ total: z.number(), influencers: z.array(Influencer) }) },
      },
      preHandler: app.requireAdmin,
    },
    async (req) => app.services.users.listAccounts(req.user!, req.query),
  )

  app.put(
    '/api/admin/influencers/:id/block',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (Active) or block an account',
        params: z.object({ id: z.uuid() }),
        body: z.object({ approved: z.boolean() }),
        response: { 200: z.object({ approved: z.boolean() }) },
      },
      preHandler: app.requireAdmin,
    },
    async (req) => {
      await app.services.users.setApproved(req.user!, req.params.id, req.body.approved)
      return { approved: req.body.approved }
    },
  )
}
