import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '../../../contract/language.ts'
import type { Database } from '../../db/client.ts'
import type { ImageVariant } from '../../db/schema/index.ts'
import type { MailPort } from '../../ports/email/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { Translator } from '../module.ts'
import { type DigestLook, digestMail } from './followers.mails.ts'
import type { FollowersRepository } from './followers.repository.ts'
import type { followerLinks } from './followers.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Looks shown in one digest at most (the newest). */
const MAX_LOOKS = 6
/** Mails in flight at once inside a batch. */
const CONCURRENCY = 8
/** Mails between two progress marks: a retry resends at most one group. */
const GROUP = 100

export interface DigestSettings {
  /** Minutes after a creator's newest look before the digest goes (tags are added after the upload). */
  delayMinutes: number
  /** Follower mails per creator and minute, at most. */
  perMinute: number
  /** Followers per batch job. */
  batchSize: number
}

export interface BatchJob {
  digestId: string
  after: string | null
}

/** The photo a mail shows: a JPEG where there is one (every client shows it), about 640 px wide. */
function mailPhoto(variants: ImageVariant[], storageKey: string) {
  const rank = (v: ImageVariant) => (v.format === 'jpeg' ? 0 : v.format === 'webp' ? 1 : 2) * 10_000 + Math.abs(v.width - 640)
  return [...variants].sort((a, b) => rank(a) - rank(b))[0]?.key ?? storageKey
}

/**
 * New-look mail: a scan finds creators whose looks settled since their last digest (at most one per
 * 24 hours), a digest row fixes which looks it shows, and batch jobs send it to the confirmed
 * followers in id order, each follower in their language, paced to the creator's mail rate.
 */
export function createDigestSender(deps: {
  db: Database
  repo: FollowersRepository
  mail: MailPort
  storage: Pick<StoragePort, 'url'>
  translator: Translator
  links: ReturnType<typeof followerLinks>
  publicUrl: string
  settings: DigestSettings
  log: Pick<FastifyBaseLogger, 'warn'>
  now?: () => Date
  /** Mails between two progress marks (smaller in tests). */
  group?: number
}) {
  const { db, repo, mail, storage, translator, links, publicUrl, settings, log } = deps
  const now = deps.now ?? (() => new Date())
  const groupSize = deps.group ?? GROUP
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)

  /** The looks a digest made at `at` may hold: since the last digest, else the day before. */
  const window = (at: Date) => ({ until: at, firstSince: new Date(at.getTime() - DAY_MS), today: at.toISOString().slice(0, 10) })

  return {
    /**
     * What the creator is told of the next digest: the looks it would hold now and when it goes —
     * once the newest look settled and a day after the last digest, at the next minute's scan.
     */
    async upcoming(creatorId: string) {
      const at = now()
      const [looks, last] = await Promise.all([repo.newLooks(db, creatorId, window(at), MAX_LOOKS), repo.lastDigestAt(db, creatorId)])
      if (looks.length === 0) return { at: null, looks: [] }
      const goes = Math.max(
        at.getTime(),
        looks[0]!.createdAt.getTime() + settings.delayMinutes * 60_000,
        last ? last.getTime() + DAY_MS : 0,
      )
      return {
        at: new Date(Math.ceil(goes / 60_000) * 60_000).toISOString(),
        looks: looks.map((l) => ({ id: l.id, description: l.description ?? '' })),
      }
    },

    /** Creators whose digest is due now. */
    async due(limit = 100) {
      const at = now().getTime()
      return repo.creatorsDue(db, new Date(at - settings.delayMinutes * 60_000), new Date(at - DAY_MS), limit)
    },

    /** Fixes the digest's looks; undefined when there is nothing to send or one went out within 24 hours. */
    async create(creatorId: string) {
      return db.transaction(async (tx) => {
        await tx.execute(lockCreator(creatorId))
        const at = now()
        const due = await repo.creatorsDue(
          tx,
          new Date(at.getTime() - settings.delayMinutes * 60_000),
          new Date(at.getTime() - DAY_MS),
          1,
          creatorId,
        )
        if (due.length === 0) return undefined
        const looks = await repo.newLooks(tx, creatorId, window(at), MAX_LOOKS)
        if (looks.length === 0) return undefined
        return repo.insertDigest(tx, { creatorId, imageIds: looks.map((l) => l.id), coversUntil: at })
      })
    },

    /** Sends one batch; returns the next batch's job, or null when the digest is done. */
    async sendBatch({ digestId, after }: BatchJob): Promise<BatchJob | null> {
      const digest = await repo.digest(db, digestId)
      if (!digest || digest.finishedAt) return null
      const creator = await repo.creatorById(db, digest.creatorId)
      if (!creator) return null
      // A retried batch goes on after the last group it finished.
      const recipients = await repo.confirmedAfter(db, digest.creatorId, digest.sentThrough ?? after, settings.batchSize)
      if (recipients.length === 0) {
        await repo.finishDigest(db, digestId, now())
        return null
      }
      const creatorUrl = `${publicUrl}/${encodeURIComponent(creator.username)}`
      const looks: DigestLook[] = (await repo.looks(db, digest.imageIds)).map((look) => ({
        photoUrl: absolute(storage.url(mailPhoto(look.variants, look.storageKey))),
        description: look.description ?? '',
        pageUrl: `${creatorUrl}?image=${look.id}`,
        tagUrls: look.tagIds.map((id) => `${publicUrl}/go/${id}`),
      }))
      const name = creator.pageName || creator.username
      const t = new Map<Language, ReturnType<Translator>>()
      const render = (r: (typeof recipients)[number]) => {
        if (!t.has(r.language)) t.set(r.language, translator(r.language))
        return digestMail({
          t: t.get(r.language)!,
          lang: r.language,
          to: r.email,
          creator: name,
          creatorUrl,
          looks,
          unsubscribeUrl: links.unsubscribe(r.id, r.language),
          oneClickUrl: links.oneClick(r.id),
          manageUrl: links.manage(r.email, r.language),
        })
      }
      for (let i = 0; i < recipients.length; i += groupSize) {
        const group = recipients.slice(i, i + groupSize)
        const results = await settleEach(group, CONCURRENCY, (r) => mail.send(render(r)))
        const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        // All refused: the mail server is down, so the job is retried from here. One refused address is skipped.
        if (failed.length === group.length) throw failed[0]!.reason
        for (const f of failed) log.warn({ err: f.reason, digestId }, 'follower digest not delivered')
        await repo.markSent(db, digestId, group[group.length - 1]!.id, group.length - failed.length)
      }
      if (recipients.length < settings.batchSize) {
        await repo.finishDigest(db, digestId, now())
        return null
      }
      return { digestId, after: recipients[recipients.length - 1]!.id }
    },

    /** Seconds the next batch waits so a creator's mail stays within `perMinute`. */
    pauseSeconds: () => Math.ceil((settings.batchSize / settings.perMinute) * 60),
  }
}

/** Runs `send` over the items, `limit` at a time, a new one as soon as one settles. */
async function settleEach<T>(items: T[], limit: number, send: (item: T) => Promise<void>) {
  const results: PromiseSettledResult<void>[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await send(items[i]!).then(
        () => ({ status: 'fulfilled', value: undefined }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** One digest decision per creator at a time (every instance runs the scan). */
const lockCreator = (creatorId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`followers.digest:${creatorId}`}, 0))`

export type DigestSender = ReturnType<typeof createDigestSender>
