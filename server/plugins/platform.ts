import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import type { AuthService } from '../modules/auth/auth.service.ts'
import type { Translator } from '../modules/module.ts'
import { auth } from './auth.ts'
import { errorHandling } from './errors.ts'
import { hostCheck } from './host-check.ts'
import { inputText } from './input-text.ts'
import { jsonBody } from './json-body.ts'
import { localOnly } from './local-only.ts'
import { openapi } from './openapi.ts'
import { requestLanguage } from './request-language.ts'
import { OneLinePerRequest, requestLog } from './request-log.ts'
import { security } from './security.ts'

/** The Fastify instance with the app's limits, proxy trust and zod schemas. */
export function createFastify(config: Config, logger?: FastifyServerOptions['logger']) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Only configured proxies may say who the client is (TRUST_PROXY); by default nobody can.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Let in-flight requests finish on close; new connections are refused.
    forceCloseConnections: 'idle',
    // One line per request instead of two, and none at info for files (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  return app
}

/** What every request passes before a module's route, in this order: logging, parsing, language, errors, checks, session, limits. */
export async function registerPlatform(
  app: FastifyInstance,
  opts: { config: Config; translator: Translator; authService: AuthService; rateLimitStore: FastifyRateLimitStoreCtor },
) {
  const { config, translator, authService, rateLimitStore } = opts
  await app.register(requestLog)
  // Answers already in memory up to 64 KB (API JSON) are compressed in one call: above the default
  // (8 KB on two cores, 4 KB on more) a zlib stream per answer cost more than the compression itself.
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 64 * 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 4 } })
  await app.register(requestLanguage, { translator })
  await app.register(errorHandling)
  await app.register(hostCheck, { publicUrl: config.publicUrl, production: config.production })
  await app.register(jsonBody)
  await app.register(auth, { auth: authService })
  await app.register(inputText)
  await app.register(security, {
    publicUrl: config.publicUrl,
    production: config.production,
    rateLimitMax: config.rateLimitMax,
    devAssets: config.web.mode === 'vite',
    filesUrl: config.storage.kind === 's3' ? config.storage.s3.publicUrl : undefined,
    rateLimitStore,
  })
  await app.register(localOnly, { production: config.production })
  if (config.apiDocs) await app.register(openapi, { publicUrl: config.publicUrl })
}
