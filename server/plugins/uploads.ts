import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import type { StoragePort } from '../ports/storage/index.ts'

/**
 * Files from the disk storage adapter under /uploads/. Keys never change once written (a new upload
 * gets a new key), so they are cached for a year. The S3 adapter serves its own URLs instead.
 */
export const uploads = fp(
  async (app, opts: { storage: StoragePort }) => {
    if (opts.storage.kind !== 'disk') return
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
  },
  { name: 'uploads' },
)
