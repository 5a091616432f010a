import { ERROR_CODES, isErrorCode } from '../../../contract/errors.ts'
import { IMAGE_REQUIRED_FIELDS, ImageUploadFields } from '../../../contract/images.ts'
import type { FormPost, SessionUser } from '../../context.ts'
import { type ActionScope, parseFields } from '../../lib/form-action.server.ts'

/** What a plain upload post answers: how many drafts it made, and whether photos past the batch's limit were left out. */
export interface UploadAnswer {
  saved: 'upload'
  uploaded: number
  more: boolean
}

/**
 * The dashboard's upload form posted without script (multipart, up to IMAGE_BATCH_MAX photos):
 * each photo becomes a draft look with the batch's category, expiry and disclosure, through the
 * same service call as POST /api/images/upload. Signed in is checked by the caller first.
 */
export async function uploadLooks({ ctx, form, fields }: ActionScope, session: SessionUser): Promise<UploadAnswer> {
  const upload = form.upload
  if (upload?.error) throw asPhotoRefusal(form, upload.error)
  const files = upload?.files ?? []
  // Photos over the size limit were left out when the post was read; the others still become drafts.
  const tooLarge = upload?.tooLarge ? form.refusal('PAYLOAD_TOO_LARGE', [{ field: 'image', key: 'images.too_large' }]) : null
  if (tooLarge && files.length === 0) throw tooLarge
  const missing = IMAGE_REQUIRED_FIELDS.filter((name) => (name === 'image' ? files.length === 0 : !fields[name]?.trim()))
  if (missing.length > 0)
    throw form.refusal(
      'IMAGE_FIELDS_REQUIRED',
      missing.map((field) => ({ field, key: 'validation.required' })),
    )
  const input = parseFields(ImageUploadFields, { ...fields, draft: 'true' })
  // Each photo on its own, as the script's queue sends them: one refused photo keeps the others' drafts.
  let uploaded = 0
  let refused: unknown
  for (const read of files) {
    try {
      await ctx.services.images.upload(session, input, await read())
      uploaded++
    } catch (error) {
      if (!form.failure(error)) throw error
      refused ??= error
    }
  }
  if (refused) throw asPhotoRefusal(form, refused)
  if (tooLarge) throw tooLarge
  return { saved: 'upload', uploaded, more: upload?.more ?? false }
}

/** A refusal of the photo itself, shown at the photo field: over the size limit in the form's own words. */
function asPhotoRefusal(form: FormPost, error: unknown) {
  const code = (error as { code?: unknown }).code
  const { details, params } = error as { details?: unknown[]; params?: unknown }
  if (!isErrorCode(code) || details?.length || params) return error
  if (code === 'PAYLOAD_TOO_LARGE') return form.refusal(code, [{ field: 'image', key: 'images.too_large' }])
  if (code.startsWith('IMAGE_') && ERROR_CODES[code].status < 500)
    return form.refusal(code, [{ field: 'image', key: ERROR_CODES[code].key }])
  return error
}
