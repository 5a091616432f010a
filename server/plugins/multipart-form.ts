import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import { findUnstorableText, unstorableText } from './input-text.ts'

export interface MultipartForm {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>
  /** The named file's bytes, or undefined when it was not sent or empty. */
  file?: Buffer
  /** Every non-empty file of that name, in order (forms that take several, see `maxFiles`). */
  files: Buffer[]
}

/**
 * Reads a multipart form with at most `maxFiles` (default 1) files named `fileField`; other files are drained and
 * ignored. Answers the request's faults as 4xx: not multipart 415, a file over `maxBytes` 413,
 * text that cannot be stored 400, and a body the parser cannot follow (truncated, wrong
 * boundary, broken part headers) 400 MULTIPART_INVALID instead of the parser's bare error.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  options: { fileField: string; maxBytes: number; maxFields: number; maxFiles?: number },
): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const fields: Record<string, string> = {}
  const files: Buffer[] = []
  try {
    const limits = { fileSize: options.maxBytes, files: options.maxFiles ?? 1, fields: options.maxFields }
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        // Over the size limit, toBuffer() throws a 413 that the error plugin answers as PAYLOAD_TOO_LARGE.
        const data = await part.toBuffer()
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE')
        if (part.fieldname === options.fileField && data.length > 0) files.push(data)
      } else fields[part.fieldname] = String(part.value)
    }
  } catch (error) {
    throw asClientError(error)
  }
  const field = findUnstorableText(fields)
  if (field !== undefined) throw unstorableText(field)
  return { fields, file: files[0], files }
}

/** Errors with a 4xx status (limits, our own) pass; anything else the parser threw is the body's fault. */
function asClientError(error: unknown) {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) return error
  return new AppError('MULTIPART_INVALID', undefined, { cause: error })
}
