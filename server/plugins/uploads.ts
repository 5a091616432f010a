import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import type { StoragePort } from '../ports/storage/index.ts'
import { IMMUTABLE_CACHE_CONTROL, type S3Storage } from '../ports/storage/s3.adapter.ts'
import { assertSafeKey } from '../ports/storage/storage.port.ts'

/**
 * Stored files under /uploads/. Keys never change once written (a new upload gets a new key), so
 * they are cached for a year. Disk files are served from uploadsDir; S3 files are streamed from the
 * bucket with the same headers, unless S3_PUBLIC_URL sends browsers to the bucket or a CDN instead.
 */
export const uploads = fp(
  async (app, opts: { storage: StoragePort }) => {
    const { storage } = opts
    if (storage.kind === 'disk') {
      await app.register(fastifyStatic, {
        root: app.config.uploadsDir,
        prefix: '/uploads/',
        immutable: true,
        maxAge: '365d',
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        // Half-written files never live here (they go to DATA_DIR/tmp), but one left by an older version is still not served.
        allowedPath: (pathName) => !pathName.endsWith('.tmp'),
      })
      return
    }
    // With S3_PUBLIC_URL the adapter's URLs point away from the app: nothing to serve here.
    if (!storage.url('probe').startsWith('/uploads/')) return
    const s3 = storage as S3Storage
    app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      try {
        assertSafeKey(key)
      } catch {
        return reply.callNotFound()
      }
      const file = await s3.open(key, req.headers['if-none-match'])
      if (!file) return reply.callNotFound()
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL)
      if (file === 'not-modified') return reply.code(304).send()
      if (file.contentType) reply.type(file.contentType)
      if (file.contentLength !== undefined) reply.header('content-length', file.contentLength)
      if (file.etag) reply.header('etag', file.etag)
      if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString())
      return reply.send(file.body)
    })
  },
  { name: 'uploads' },
)
