import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IMAGE_CATEGORIES, type ImageCategory } from '../../../contract/images.ts'
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_PAGE_PATH, importsApi } from '../../../contract/imports.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'

/** Form posts of archives per address and minute: each may be gigabytes. */
const STARTS_PER_MINUTE = 5

/**
 * The import form (multipart, a page's form, so it answers with redirects: to sign-in without a
 * session, to the import page with its progress or its refusal) and the progress the page polls.
 */
export function importsRoutes(tmpDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, importsApi.start, { config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: '1 minute' } } }, async (req, reply) => {
      const user = req.user
      // A page form: no session (or an admin's) is sent where it belongs, before the body is read.
      if (user?.role !== 'user') return reply.redirect(user ? '/admin' : '/login', 303)
      const back = (query: string) => reply.redirect(`${IMPORT_PAGE_PATH}?${query}`, 303)
      let file: string | undefined
      try {
        const received = await receiveArchive(req, tmpDir)
        file = received.file
        const id = await app.services.imports.start(user, received.file, { category: received.category })
        return back(`id=${id}`)
      } catch (error) {
        if (file) await rm(file, { force: true })
        if (error instanceof AppError && error.status < 500 && error.code.startsWith('IMPORT_')) return back(`error=${error.code}`)
        req.log.warn({ err: error }, 'import refused')
        return back('error=IMPORT_ARCHIVE_INVALID')
      }
    })
    route(app, importsApi.progress, {}, async (req) => app.services.imports.progress(req.user!, req.params.id, req.lang))
  }
}

/** The form's category and its archive, streamed to a file of its own under `tmpDir` (never held in memory). */
async function receiveArchive(req: FastifyRequest, tmpDir: string): Promise<{ file: string; category: ImageCategory }> {
  if (!req.isMultipart()) throw new AppError('IMPORT_ARCHIVE_INVALID')
  await mkdir(tmpDir, { recursive: true })
  let category: ImageCategory = 'clothes'
  let file: string | undefined
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'category' && IMAGE_CATEGORIES.includes(part.value as ImageCategory)) category = part.value as ImageCategory
        continue
      }
      if (part.fieldname !== IMPORT_FILE_FIELD || file) {
        part.file.resume()
        continue
      }
      file = path.join(tmpDir, `${randomUUID()}.zip`)
      await pipeline(part.file, createWriteStream(file, { mode: 0o600 }))
      if (part.file.truncated) throw new AppError('IMPORT_ARCHIVE_TOO_LARGE')
    }
  } catch (error) {
    if (file) await rm(file, { force: true })
    if (error instanceof AppError) throw error
    const tooLarge = (error as { statusCode?: number }).statusCode === 413
    throw new AppError(tooLarge ? 'IMPORT_ARCHIVE_TOO_LARGE' : 'IMPORT_ARCHIVE_INVALID', undefined, { cause: error })
  }
  if (!file) throw new AppError('IMPORT_ARCHIVE_INVALID')
  return { file, category }
}
