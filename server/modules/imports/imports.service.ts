import { rm } from 'node:fs/promises'
import { DAY_MS } from '../../../contract/dates.ts'
import { isErrorCode } from '../../../contract/errors.ts'
import type { ImageCategory } from '../../../contract/images.ts'
import type { ImportJson } from '../../../contract/imports.ts'
import type { Language } from '../../../contract/language.ts'
import type { Database } from '../../db/client.ts'
import { AppError, type ErrorCode } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { ImagesService } from '../images/images.service.ts'
import { createImportsRepository, type ImportRow, type ImportsRepository } from './imports.repository.ts'
import { type InstagramArchive, openInstagramArchive } from './instagram-archive.ts'

type Actor = Pick<SessionUser, 'id' | 'role'>
/** A running import touches its row with every photo; this long without, its process is gone. */
const STALE_SECONDS = 5 * 60
/** Waits between tries when the image pool is full: an import yields to uploads, it does not fail (all tries stay well within STALE_SECONDS). */
const BUSY_WAIT_MS = 1000
const BUSY_TRIES = 120
/** What a photo the pipeline refuses is called in the import's message. */
const REFUSED_PHOTO: ReadonlySet<string> = new Set(['IMAGE_INVALID', 'IMAGE_UNSUPPORTED', 'IMAGE_CORRUPT', 'IMAGE_TOO_LARGE'])

/**
 * Instagram imports: the archive is checked at once (a refusal is the form's answer), then its
 * photos become draft looks one at a time through the image pipeline's bounded pool, in the
 * background of the process that holds the archive. All or nothing: when one photo fails, or
 * the process stops half-way (found by its stale heartbeat), the drafts made so far are deleted.
 */
export function createImportsService(deps: {
  db: Database
  images: Pick<ImagesService, 'createDraft' | 'delete' | 'uploadSettings'>
  /** Messages in the reader's language. */
  translator: (lang: Language) => Translate
  repo?: ImportsRepository
  log?: { warn: (obj: object, msg: string) => void }
  pause?: (ms: number) => Promise<unknown>
}) {
  const { db, images } = deps
  const repo = deps.repo ?? createImportsRepository()
  const pause = deps.pause ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  /** Imports running in this process, so tests and shutdown can wait for them. */
  const running = new Set<Promise<void>>()

  async function removeDrafts(actor: Actor, ids: readonly string[]) {
    for (const id of ids)
      await images.delete(actor, id).catch((error: unknown) => deps.log?.warn({ err: error, id }, 'import draft not removed'))
  }

  /** Interrupted imports of this creator: marked failed, their drafts removed. */
  async function sweepStale(actor: Actor) {
    for (const row of await repo.claimStale(db, actor.id, STALE_SECONDS)) {
      await removeDrafts(actor, row.imageIds)
      await repo.clearImageIds(db, row.id)
    }
  }

  async function createDraft(actor: Actor, fields: Parameters<ImagesService['createDraft']>[1], file: Buffer, createdAt?: Date) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await images.createDraft(actor, fields, file, { createdAt })
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'IMAGE_WORK_BUSY') || attempt >= BUSY_TRIES) throw error
        await pause(BUSY_WAIT_MS)
      }
    }
  }

  async function run(actor: Actor, row: ImportRow, archive: InstagramArchive, category: ImageCategory) {
    const made: string[] = []
    let current: string | null = null
    try {
      const { max_expiry_days } = await images.uploadSettings()
      const expiry = new Date(Date.now() + max_expiry_days * DAY_MS).toISOString().slice(0, 10)
      for (const photo of archive.photos) {
        current = photo.entry
        const file = await archive.read(photo)
        const fields = { category, expiry_date: expiry, description: photo.caption, discount: null }
        const draft = await createDraft(actor, fields, file, photo.takenAt ?? undefined)
        made.push(draft.id)
        await repo.progressed(db, row.id, draft.id)
      }
      await repo.finish(db, row.id, { status: 'done' })
    } catch (error) {
      const code: ErrorCode = error instanceof AppError ? (REFUSED_PHOTO.has(error.code) ? 'IMPORT_MEDIA_INVALID' : error.code) : 'INTERNAL'
      if (code === 'INTERNAL') deps.log?.warn({ err: error, importId: row.id }, 'import failed')
      await removeDrafts(actor, made)
      await repo.finish(db, row.id, { status: 'failed', errorCode: code, errorFile: current }).catch(() => undefined)
    } finally {
      archive.close()
    }
  }

  function toJson(row: ImportRow, t: Translate): ImportJson {
    const code = row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'INTERNAL'
    return {
      id: row.id,
      status: row.status,
      total: row.total,
      done: row.done,
      videos_skipped: row.videosSkipped,
      error: row.status === 'failed' ? errorText(code, row.errorFile, t) : null,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    }
  }

  return {
    /**
     * Checks the archive at `path` and starts importing it; returns the import's id. The file is
     * removed when the import ends, or at once when it is refused.
     */
    async start(actor: Actor, path: string, options: { category: ImageCategory }): Promise<string> {
      let archive: InstagramArchive | undefined
      try {
        await sweepStale(actor)
        archive = await openInstagramArchive(path)
        const row = await repo.start(db, { userId: actor.id, total: archive.photos.length, videosSkipped: archive.videos })
        if (!row) throw new AppError('IMPORT_RUNNING')
        const task = run(actor, row, archive, options.category).finally(() => rm(path, { force: true }))
        running.add(task)
        void task.finally(() => running.delete(task))
        return row.id
      } catch (error) {
        archive?.close()
        await rm(path, { force: true })
        throw error
      }
    },

    /** One of the creator's imports (IMPORT_NOT_FOUND for anyone else's), in the reader's language. */
    async progress(actor: Actor, id: string, lang: Language): Promise<ImportJson> {
      await sweepStale(actor)
      const row = await repo.find(db, id, actor.id)
      if (!row) throw new AppError('IMPORT_NOT_FOUND')
      return toJson(row, deps.translator(lang))
    },

    /** The creator's latest import, for the import page (null: none yet). */
    async latest(actor: Actor, lang: Language): Promise<ImportJson | null> {
      await sweepStale(actor)
      const row = await repo.latest(db, actor.id)
      return row ? toJson(row, deps.translator(lang)) : null
    },

    /** Resolves once every import this process runs has ended (tests, shutdown). */
    settled: () => Promise.allSettled([...running]).then(() => undefined),
  }
}

/** A failure's message: the code's catalog text, naming the archive's file it failed on. */
export function errorText(code: ErrorCode, file: string | null, t: Translate) {
  const key = code.startsWith('IMPORT_') ? code.replace(/^IMPORT_/, '').toLowerCase() : 'failed'
  return t(`imports.errors.${key}`, { file: file ?? '' })
}

export type ImportsService = ReturnType<typeof createImportsService>
