import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { SOFTWARE_NAME } from '../../contract/site-defaults.ts'
import { APP_VERSION } from '../paths.ts'
import { completeDocument } from './openapi-document.ts'

/**
 * OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. Registered in
 * development and, in production, only with API_DOCS=true (config.apiDocs). The page runs under the
 * app's own CSP: swagger-ui's `staticCSP` would loosen frame-ancestors, styles and images.
 */
export const openapi = fp(
  async (app, opts: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          // The software's interface, the same on every instance (docs/decisions/0071).
          title: `${SOFTWARE_NAME} API`,
          // The release's version, as /api/health reports it (package.json).
          version: APP_VERSION,
          description: 'Errors answer { error, code, details? }.',
          license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
        },
        servers: [{ url: opts.publicUrl }],
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) =>
        completeDocument(
          'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
          app.protectedRoutes,
        ),
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
  { name: 'openapi', dependencies: ['auth'] },
)
