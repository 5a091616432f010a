import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Endpoint } from '../../contract/endpoint.ts'

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance['log'],
  ZodTypeProvider
>

type OtherAnswers<E extends Endpoint> = E['responses'] extends Record<number, z.ZodType> ? E['responses'] : unknown

type SchemaOf<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? E['params'] : undefined
  querystring: E['query'] extends z.ZodType ? E['query'] : undefined
  body: E['body'] extends z.ZodType ? E['body'] : undefined
  response: E['response'] extends z.ZodType
    ? { [S in E['status'] extends number ? E['status'] : 200]: E['response'] } & OtherAnswers<E>
    : E['responses'] extends Record<number, z.ZodType>
      ? E['responses']
      : undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract declaration the route was registered from (by route()). */
    endpoint?: Endpoint
  }
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>

/** Route options besides what the endpoint declares: rate limits, body limits, extra hooks. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>

/** The multipart bodies of the registered endpoints, by `method path`, for the API document. */
export const multipartBodies = new Map<string, Record<string, unknown>>()

/**
 * Registers `definition` (contract/) on `app`: its method, path, schemas, guard and success status,
 * and marks the route with it (`config.endpoint`), so a test can find routes declared nowhere.
 * The guard runs as the first onRequest hook, so a caller without access gets 401/403 before any
 * input is read or validated. A handler that answers nothing sends an empty body.
 */
export function route<E extends Endpoint>(app: App, definition: E, options: EndpointOptions, handler: EndpointHandler<E>) {
  const status = definition.status ?? 200
  const guard = guardOf(app, definition.access)
  const onRequest = [guard, options.onRequest].flat().filter((hook) => hook !== undefined)
  if (definition.form) multipartBodies.set(`${definition.method.toLowerCase()} ${definition.path}`, formSchema(definition.form))
  const responses = { ...(definition.response && { [status]: definition.response }), ...definition.responses }
  app.route({
    ...options,
    config: { ...options.config, endpoint: definition },
    method: definition.method,
    url: definition.path,
    onRequest: onRequest as RouteShorthandOptions['onRequest'],
    schema: {
      tags: [definition.tag].flat(),
      summary: definition.summary,
      ...(definition.description && { description: definition.description }),
      ...(definition.params && { params: definition.params }),
      ...(definition.query && { querystring: definition.query }),
      ...(definition.body && { body: definition.body }),
      ...(definition.form && { consumes: ['multipart/form-data'] }),
      ...(Object.keys(responses).length > 0 && { response: responses }),
      ...(definition.produces && { produces: [definition.produces] }),
      ...(definition.hidden && { hide: true }),
    },
    handler: async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      reply.code(status)
      const answer = await (handler as unknown as (req: FastifyRequest, reply: FastifyReply) => unknown).call(this, req, reply)
      if (answer === reply || reply.sent) return reply
      return answer === undefined ? reply.send() : answer
    },
  })
}

function guardOf(app: App, access: Endpoint['access']) {
  switch (access) {
    case 'public':
      return undefined
    case 'user':
      return app.requireUser
    case 'admin':
      return app.requireAdmin
    case 'ai':
      return app.requireAiPlan
    case 'local-dev':
      return app.requireLocalDevClient
  }
}

function formSchema(form: NonNullable<Endpoint['form']>) {
  const json = z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>
  const properties = { ...(json.properties as Record<string, unknown>) }
  for (const file of form.files) properties[file] = { type: 'string', format: 'binary' }
  delete json.$schema
  return { ...json, properties }
}
