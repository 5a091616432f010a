import type { FastifyRequest } from 'fastify'
import { DAY_MS } from '../../../contract/dates.ts'
import { IMAGE_CATEGORIES, IMAGE_DESCRIPTION_MAX } from '../../../contract/images.ts'
import { SHARE_FILE_FIELD, SHARE_MAX_BYTES, SHARE_MAX_FILES, type ShareError } from '../../../contract/install.ts'
import { AppError } from '../../errors.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { ImagesService } from '../images/images.service.ts'

const NOT_A_PHOTO: ReadonlySet<string> = new Set(['IMAGE_INVALID', 'IMAGE_UNSUPPORTED', 'IMAGE_CORRUPT', 'IMAGE_TOO_LARGE'])

/** A refused share, named by the reason its page explains. */
export class ShareRefused extends Error {
  constructor(readonly reason: ShareError) {
    super(reason)
  }
}

type Images = Pick<ImagesService, 'createDraft' | 'delete' | 'uploadSettings' | 'admitUpload'>

/**
 * Photos shared to the installed app, each made a draft look as its part arrives (one photo's bytes
 * in memory at a time, one place in the image work held for the request). All or nothing: a file
 * that is not a photo, one too many or too large, removes the drafts made before it.
 */
export async function receiveShare(req: FastifyRequest, actor: Pick<SessionUser, 'id' | 'role'>, images: Images): Promise<number> {
  if (!req.isMultipart()) throw new ShareRefused('empty')
  let release: () => void
  try {
    release = images.admitUpload()
  } catch {
    throw new ShareRefused('busy')
  }
  const made: string[] = []
  try {
    const { max_expiry_days } = await images.uploadSettings()
    const expiry = new Date(Date.now() + max_expiry_days * DAY_MS).toISOString().slice(0, 10)
    let text = ''
    let files = 0
    // One more file than allowed is read only to say there were too many.
    for await (const part of req.parts({ limits: { fileSize: SHARE_MAX_BYTES, files: SHARE_MAX_FILES + 1, fields: 5 } })) {
      if (part.type === 'field') {
        // The words shared with the photos (a caption) describe them; a link or title alone does not.
        if (part.fieldname === 'text') text = String(part.value).trim()
        continue
      }
      if (part.fieldname !== SHARE_FILE_FIELD) {
        part.file.resume()
        continue
      }
      if (++files > SHARE_MAX_FILES) throw new ShareRefused('too_many')
      const data = await part.toBuffer()
      if (data.length === 0) continue
      const fields = {
        category: IMAGE_CATEGORIES[0],
        expiry_date: expiry,
        description: [...text].slice(0, IMAGE_DESCRIPTION_MAX).join('') || null,
        discount: null,
      }
      const draft = await images.createDraft(actor, fields, data)
      made.push(draft.id)
    }
    if (made.length === 0) throw new ShareRefused('empty')
    return made.length
  } catch (error) {
    for (const id of made) await images.delete(actor, id).catch(() => undefined)
    throw asRefusal(error)
  } finally {
    release()
  }
}

function asRefusal(error: unknown): ShareRefused | Error {
  if (error instanceof ShareRefused) return error
  if (error instanceof AppError) {
    if (NOT_A_PHOTO.has(error.code)) return new ShareRefused('not_image')
    if (error.code === 'IMAGE_WORK_BUSY') return new ShareRefused('busy')
    if (error.code === 'PAYLOAD_TOO_LARGE') return new ShareRefused('too_large')
  }
  const status = (error as { statusCode?: number }).statusCode
  if (status === 413) return new ShareRefused('too_large')
  if (typeof status === 'number' && status >= 400 && status < 500) return new ShareRefused('failed')
  return error instanceof Error ? error : new Error(String(error))
}
