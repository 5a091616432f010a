import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/**
 * Importing an Instagram data download (the JSON export's ZIP) as draft looks: the dashboard's
 * form posts the archive, the import page follows its progress.
 */

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** The largest archive accepted (the form's body): a year of photos with some videos. */
export const IMPORT_MAX_BYTES = 2 * 1024 ** 3
/** Entries an archive may list (an export holds messages, stories, … beside the posts). */
export const IMPORT_MAX_ENTRIES = 50_000
/** What all entries together may say they inflate to; beyond it the archive is refused unread. */
export const IMPORT_MAX_UNCOMPRESSED = 8 * 1024 ** 3
/** How far one entry we read may inflate relative to its stored size (photos hardly compress; bombs do 1000:1). */
export const IMPORT_MAX_RATIO = 100
/** The posts' JSON files together at most. */
export const IMPORT_MAX_JSON_BYTES = 32 * 1024 ** 2
/** Photos one archive may bring. */
export const IMPORT_MAX_PHOTOS = 1000
/** The archive's form field. */
export const IMPORT_FILE_FIELD = 'archive'
/** The import page (the form, then its progress: `?id=`). */
export const IMPORT_PAGE_PATH = '/dashboard/import'
/** How often the page asks for progress while an import runs. */
export const IMPORT_POLL_MS = 1500

export const ImportIdParams = z.object({ id: z.uuid('imports.not_found') })

export const ImportJson = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Photos in the archive's posts, photos made into drafts so far, videos left out. */
  total: z.number().int(),
  done: z.number().int(),
  videos_skipped: z.number().int(),
  /** Why it failed, in the request's language (null unless failed). */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type ImportJson = z.infer<typeof ImportJson>

export const importsApi = {
  start: endpoint({
    method: 'POST',
    path: IMPORT_PAGE_PATH,
    access: 'public',
    tag: 'imports',
    summary: 'The import form: the archive is checked, then imported in the background; 303 to its progress',
    description:
      'A page form (multipart, works without script), not an API call: without a session it answers 303 to /login, a refused archive 303 to the page with `?error=`.',
    form: { fields: z.object({}), files: [IMPORT_FILE_FIELD] },
    response: null,
    status: 303,
    produces: 'text/html',
    hidden: true,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/api/imports/:id',
    access: 'user',
    tag: 'imports',
    summary: "One of the creator's imports and its progress",
    params: ImportIdParams,
    response: ImportJson,
  }),
}
