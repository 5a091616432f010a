import { type FastifyRequest, LogController } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Files rather than pages or API calls: hashed assets, uploads, icons, fonts. By extension too, but
 * only a file's: a creator page such as /mila.styles is a page.
 */
const STATIC = /^\/(assets|uploads|fonts|images)\/|\.(js|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|txt|xml|webmanifest)$/i
/** Load balancers ask these every few seconds; they would drown the requests people make. */
const PROBES = /^\/api\/health(\/live)?$/

/** The level of a request's line: info for pages and API calls, debug for files and health probes. */
export function requestLogLevel(url: string): 'info' | 'debug' {
  const pathname = url.split('?', 1)[0] ?? url
  return STATIC.test(pathname) || PROBES.test(pathname) ? 'debug' : 'info'
}

/**
 * Fastify's logging without its two lines per request ("incoming request", "request completed"):
 * requestLog writes one instead. Errors (a failed reply, a broken stream) are still logged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (args[0]) super.requestCompleted(...args)
  }
}

/**
 * One line per request, written when the answer is sent (Fastify's own lines are off, see
 * OneLinePerRequest): `GET /mila.styles 200 12 ms`, with the same facts as fields for log tools.
 */
export const requestLog = fp(
  async (app) => {
    app.addHook('onResponse', async (req: FastifyRequest, reply) => {
      const level = requestLogLevel(req.url)
      const ms = Math.round(reply.elapsedTime)
      req.log[level](
        { method: req.method, url: req.url, statusCode: reply.statusCode, ms, ip: req.ip },
        `${req.method} ${req.url} ${reply.statusCode} ${ms} ms`,
      )
    })
  },
  { name: 'request-log' },
)
