import { stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { StoragePort } from '../ports/storage/index.ts'
import { IMMUTABLE_CACHE_CONTROL, type S3Storage } from '../ports/storage/s3.adapter.ts'
import { assertSafeKey } from '../ports/storage/storage.port.ts'

const WEBP = /\.webp$/
/** `image/avif` in an Accept header, unless weighted q=0. */
const ACCEPTS_AVIF = /(?:^|,)\s*image\/avif\s*(?:,|;(?!\s*q=0(?:\.0*)?\s*(?:,|$))|$)/i

/**
 * The AVIF rendition's key to answer a WebP request with, when the browser takes AVIF (every
 * current one says so in the Accept header of image requests): pages name the WebP files, and the
 * same URL gets about half the bytes where AVIF decodes (docs/decisions/0048). Null otherwise.
 */
export function avifInstead(key: string, accept: string | undefined): string | null {
  if (!WEBP.test(key) || !accept || !ACCEPTS_AVIF.test(accept)) return null
  return key.replace(WEBP, '.avif')
}

/**
 * Keeps a shared cache from giving one browser's format to another, and lets pages of other sites
 * show the public photos (follower mails read in webmail); every answer defaults to same-origin.
 */
function imageHeaders(key: string, reply: FastifyReply) {
  if (WEBP.test(key)) reply.header('vary', 'Accept')
  reply.header('cross-origin-resource-policy', 'cross-origin')
}

/**
 * Stored files under /uploads/. Keys never change once written (a new upload gets a new key), so
 * they are cached for a year. Disk files are served from uploadsDir; S3 files are streamed from the
 * bucket with the same headers, unless S3_PUBLIC_URL sends browsers to the bucket or a CDN instead
 * (which then serves the WebP files as named). A WebP is answered with its AVIF sibling when the
 * browser takes AVIF and the sibling exists.
 */
export const uploads = fp(
  async (app, opts: { storage: StoragePort }) => {
    const { storage } = opts
    if (storage.kind === 'disk') {
      const root = app.config.uploadsDir
      await app.register(async (scope) => {
        // @fastify/static serves the file req.raw.url names: pointing it at the AVIF sibling is all it takes.
        scope.addHook('onRequest', async (req: FastifyRequest, reply) => {
          const [pathname, query] = splitQuery(req.raw.url ?? '')
          const key = pathname.slice('/uploads/'.length)
          imageHeaders(key, reply)
          const avif = avifInstead(key, req.headers.accept)
          if (avif && safeKey(avif) && (await isFile(path.join(root, avif)))) req.raw.url = `/uploads/${avif}${query}`
        })
        await scope.register(fastifyStatic, {
          root,
          prefix: '/uploads/',
          immutable: true,
          maxAge: '365d',
          decorateReply: false,
          dotfiles: 'deny',
          index: false,
          // Half-written files never live here (they go to DATA_DIR/tmp), but one left by an older version is still not served.
          allowedPath: (pathName) => !pathName.endsWith('.tmp'),
        })
      })
      return
    }
    // With S3_PUBLIC_URL the adapter's URLs point away from the app: nothing to serve here.
    if (!storage.url('probe').startsWith('/uploads/')) return
    const s3 = storage as S3Storage
    app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      if (!safeKey(key)) return reply.callNotFound()
      imageHeaders(key, reply)
      const avif = avifInstead(key, req.headers.accept)
      const file = (avif && (await s3.open(avif, req.headers['if-none-match']))) || (await s3.open(key, req.headers['if-none-match']))
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

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?')
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

function safeKey(key: string) {
  try {
    assertSafeKey(key)
    return true
  } catch {
    return false
  }
}

async function isFile(file: string) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}
