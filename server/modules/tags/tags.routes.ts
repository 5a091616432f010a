import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tagsApi } from '../../../contract/tags.ts'
import { route } from '../../plugins/endpoints.ts'

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = () => app.services.tags
  route(app, tagsApi.list, {}, async (req) => tags().list(req.user!, req.params.id))
  route(app, tagsApi.add, {}, async (req) => tags().add(req.user!, req.body))
  route(app, tagsApi.update, {}, async (req) => tags().update(req.user!, req.params.id, req.body))
  route(app, tagsApi.remove, {}, async (req) => {
    await tags().remove(req.user!, req.params.id)
  })
}
