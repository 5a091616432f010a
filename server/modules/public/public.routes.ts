import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CountriesResponse,
  DirectoryQuery,
  DirectoryResponse,
  PublicProfile,
  PublicProfileQuery,
  PublicStories,
  TrendsQuery,
  TrendsResponse,
} from '../../../contract/public.ts'
import { encodedJson } from '../../web-cache/encoded-json.ts'

/** Any string: the service answers 404 for malformed usernames rather than a 400. */
const UsernameParams = z.object({ username: z.string() })

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const pub = app.services.public

  // Static segments win over :username in the router, so these three are never read as usernames.
  app.get(
    '/api/public/all-images',
    {
      schema: {
        tags: ['public'],
        summary: 'Trends: newest unexpired images of all creators',
        querystring: TrendsQuery,
        response: { 200: TrendsResponse },
      },
    },
    async (req) => pub.trends(req.query),
  )

  app.get(
    '/api/public/influencers',
    {
      schema: {
        tags: ['public'],
        summary: 'Directory of approved creators',
        querystring: DirectoryQuery,
        response: { 200: DirectoryResponse },
      },
    },
    async (req) => pub.directory(req.query),
  )

  app.get(
    '/api/public/countries',
    { schema: { tags: ['public'], summary: 'Countries of approved creators', response: { 200: CountriesResponse } } },
    async () => pub.countries(),
  )

  app.get(
    '/api/public/:username',
    {
      schema: {
        tags: ['public'],
        summary: "A creator's public page",
        params: UsernameParams,
        querystring: PublicProfileQuery,
        response: { 200: PublicProfile },
      },
    },
    // Serialized and compressed once per cached profile (the service's cache), not per answer:
    // Fastify sends bytes as they are. The schema above still documents its shape.
    async (req, reply) => encodedJson(await pub.profile(req.params.username, req.query)).send(req, reply),
  )

  app.get(
    '/api/public/:username/stories',
    { schema: { tags: ['public'], summary: "A creator's approved stories", params: UsernameParams, response: { 200: PublicStories } } },
    async (req) => pub.stories(req.params.username),
  )
}
