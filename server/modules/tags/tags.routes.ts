import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Tag, TagCreate, TagIdParams, TagUpdate } from '../../../contract/tags.ts'

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = () => app.services.tags

  app.get(
    // One path with PUT and DELETE below, so one parameter name: here `id` is the image's id.
    '/api/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: "An image's tags, by the image's id (owner only)",
        params: TagIdParams,
        response: { 200: z.array(Tag) },
      },
      onRequest: app.requireUser,
    },
    async (req) => tags().list(req.user!, req.params.id),
  )

  app.post(
    '/api/tags/add',
    {
      schema: { tags: ['tags'], summary: 'Place a tag on an own image', body: TagCreate, response: { 201: Tag } },
      onRequest: app.requireUser,
    },
    async (req, reply) => reply.code(201).send(await tags().add(req.user!, req.body)),
  )

  app.put(
    '/api/tags/:id',
    {
      schema: { tags: ['tags'], summary: "Change a tag's link or move it", params: TagIdParams, body: TagUpdate, response: { 200: Tag } },
      onRequest: app.requireUser,
    },
    async (req) => tags().update(req.user!, req.params.id, req.body),
  )

  app.delete(
    '/api/tags/:id',
    {
      schema: { tags: ['tags'], summary: 'Delete a tag (owner or admin)', params: TagIdParams },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      await tags().remove(req.user!, req.params.id)
      return reply.code(204).send()
    },
  )
}
