import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicApi } from '../../../contract/public.ts'
import { route } from '../../plugins/endpoints.ts'
import { encodedJson } from '../../web-cache/encoded-json.ts'

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const pub = app.services.public
  route(app, publicApi.trends, {}, async (req) => pub.trends(req.query))
  route(app, publicApi.directory, {}, async (req) => pub.directory(req.query))
  route(app, publicApi.countries, {}, async () => pub.countries())
  // Serialized and compressed once per cached profile (the service's cache), not per answer:
  // Fastify sends bytes as they are. The response schema still documents its shape.
  route(app, publicApi.profile, {}, async (req, reply) => encodedJson(await pub.profile(req.params.username, req.query)).send(req, reply))
  route(app, publicApi.stories, {}, async (req) => pub.stories(req.params.username))
}
