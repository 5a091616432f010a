import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { AVATAR_MAX_BYTES } from '../../contract/auth.ts'
import { IMAGE_BATCH_MAX, IMAGE_MAX_BYTES } from '../../contract/images.ts'
import type { FormUpload } from '../../web/context.ts'
import { AppError } from '../errors.ts'
import { findUnstorableText, unstorableText } from './input-text.ts'

/**
 * The pages whose forms post files without script, each as its API route reads them: the
 * dashboard's photos (POST /api/images/upload, one per file, admitted to the image work first)
 * and the profile form with its photo (PUT /api/users/profile).
 */
const UPLOAD_PAGES: Record<string, { fileField: string; maxBytes: number; maxFiles: number; maxFields: number; admit: boolean }> = {
  '/dashboard': { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFiles: IMAGE_BATCH_MAX, maxFields: 10, admit: true },
  '/profile': { fileField: 'photo', maxBytes: AVATAR_MAX_BYTES, maxFiles: 1, maxFields: 20, admit: false },
}

/** Extra files beyond `maxFiles` are drained unread; past this many the body is refused. */
const DRAINED_FILES_MAX = 100

export interface ReceivedForm {
  fields: URLSearchParams
  upload?: FormUpload
  /** Removes the files kept for the action and gives back the place in the image work. */
  done: () => Promise<void>
}

/**
 * A multipart post to a page (server/plugins/web.ts): its text fields for the route action and its
 * files on disk under `tmpDir`, one photo's bytes in memory at a time. A visitor's body is not read:
 * the action sends them to sign in before anything is checked. A refusal (too large, image work
 * busy, a broken body) goes to the action as `upload.error`, which answers it on the page.
 */
export async function receiveFormUpload(
  req: FastifyRequest,
  deps: { tmpDir: string; admitUpload: () => () => void },
  page: string,
): Promise<ReceivedForm> {
  const spec = UPLOAD_PAGES[page]
  if (!spec) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const fields = new URLSearchParams()
  if (!req.user) {
    await drain(req)
    return { fields, done: async () => undefined }
  }
  const paths: string[] = []
  let release = () => {}
  const done = async () => {
    release()
    await Promise.all(paths.map((file) => rm(file, { force: true })))
  }
  const upload: FormUpload = { files: [], more: false }
  const text: Record<string, string> = {}
  try {
    if (spec.admit) release = deps.admitUpload()
    await mkdir(deps.tmpDir, { recursive: true })
    const limits = { fileSize: spec.maxBytes, files: spec.maxFiles + DRAINED_FILES_MAX, fields: spec.maxFields }
    // A file over the size limit arrives truncated (and is left out below) instead of ending the form
    // (@fastify/multipart reads this per call; its types leave it out).
    const options = { limits, throwFileSizeLimit: false }
    for await (const part of req.parts(options)) {
      if (part.type === 'field') {
        text[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== spec.fileField || paths.length >= spec.maxFiles) {
        if (part.fieldname === spec.fileField && part.filename) upload.more = true
        part.file.resume()
        continue
      }
      const file = path.join(deps.tmpDir, randomUUID())
      paths.push(file)
      await pipeline(part.file, createWriteStream(file, { mode: 0o600 }))
      // A photo over the limit is left out; the batch's other photos still count, as with the script.
      if (part.file.truncated) {
        upload.tooLarge = true
        await rm(file, { force: true })
        continue
      }
      // An empty file input still sends an empty part: no file chosen.
      if ((await stat(file)).size > 0) upload.files.push(() => readFile(file))
    }
    const unstorable = findUnstorableText(text)
    if (unstorable !== undefined) throw unstorableText(unstorable)
  } catch (error) {
    upload.files = []
    upload.error = asClientError(error)
    // A browser still sending the rest would see the connection reset instead of the page.
    await drain(req)
  }
  // Even after a refusal, the fields read before it name the form (the dashboard's `intent`).
  if (findUnstorableText(text) === undefined) for (const [name, value] of Object.entries(text)) fields.append(name, value)
  return { fields, upload, done }
}

/** Reads and drops what is left of the request's body. */
function drain(req: FastifyRequest) {
  const raw = req.raw
  if (raw.readableEnded || raw.destroyed) return Promise.resolve()
  return new Promise<void>((resolve) => {
    raw.once('end', resolve)
    raw.once('close', resolve)
    raw.once('error', () => resolve())
    raw.unpipe()
    raw.resume()
  })
}

/** As readMultipartForm (multipart-form.ts), always as an AppError the page can show: over a limit 413, else the body's fault. */
function asClientError(error: unknown) {
  if (error instanceof AppError) return error
  const tooLarge = (error as { statusCode?: unknown }).statusCode === 413
  return new AppError(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'MULTIPART_INVALID', undefined, { cause: error })
}
