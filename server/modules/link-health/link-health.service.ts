import {
  AUTO_HIDE_VERDICTS,
  type CreatorLink,
  type CreatorLinks,
  type LinkReason,
  type LinkVerdict,
  PROBLEM_VERDICTS,
} from '../../../contract/link-health.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { Actor } from '../users/users.service.ts'
import type { CheckResult, LinkChecker } from './checker/link-checker.ts'
import type { CreatorLinkRow, DueLink, LinkHealthRepository } from './link-health.repository.ts'

const HOUR = 60 * 60 * 1000
/** A creator may ask for a new check of one link this often. */
export const CHECK_AGAIN_AFTER_MS = 60 * 1000
/**
 * How long a claimed link stays out of other runs' way; a live run renews the lease of the links it
 * has not checked yet every third of it, so a run that died hands its links back within a minute.
 */
const LEASE_SECONDS = 60

/** When to look again: soon to confirm a first failure, later when the shop keeps us out, else daily. */
export function nextCheckDelay(verdict: LinkVerdict, reason: LinkReason) {
  if (reason === 'server_error' || reason === 'connection') return HOUR
  if (verdict === 'unverified' || verdict === 'blocked') return 6 * HOUR
  return 24 * HOUR
}

export interface LinkHealthDeps {
  db: Database
  repo: LinkHealthRepository
  checker: LinkChecker
  storage: Pick<StoragePort, 'url'>
  now?: () => Date
  /** What else a check feeds (the tags' products and the link's price); must not throw. */
  afterCheck?: (link: DueLink, result: CheckResult) => Promise<void>
}

function toView(row: CreatorLinkRow, storage: Pick<StoragePort, 'url'>): CreatorLink {
  return {
    id: row.id,
    url: row.url,
    verdict: row.verdict,
    reason: row.reason,
    detail: row.detail,
    final_url: row.finalUrl,
    checked_at: row.checkedAt?.toISOString() ?? null,
    clicks_30d: row.clicks,
    tags: row.tags.map((tag) => {
      const smallest = tag.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]
      return { id: tag.id, image_id: tag.imageId, thumbnail: storage.url(smallest?.key ?? tag.storageKey), hidden: tag.hidden }
    }),
    campaigns: row.campaigns,
    social: row.social,
  }
}

/**
 * Link health: checks every distinct outbound link, keeps the verdict with its evidence, and lets
 * a creator see and act on their own links only (anything else is LINK_NOT_FOUND / TAG_NOT_FOUND).
 */
export function createLinkHealthService({ db, repo, checker, storage, now = () => new Date(), afterCheck }: LinkHealthDeps) {
  /** Checks one link and stores the result; hides or shows tags that follow it. */
  async function checkAndSave(link: DueLink): Promise<{ result: CheckResult; turned: boolean }> {
    const result = await checker.check(link.url, { reason: link.reason })
    const { verdict, evidence } = result
    const turned = await db.transaction(async (tx) => {
      const turned = await repo.saveCheck(tx, link.id, {
        verdict,
        reason: evidence.reason,
        detail: evidence.detail,
        hops: evidence.hops,
        finalUrl: result.finalUrl,
        nextCheckAt: new Date(now().getTime() + nextCheckDelay(verdict, evidence.reason)),
      })
      if (AUTO_HIDE_VERDICTS.includes(verdict)) await repo.autoHide(tx, link.url)
      if (verdict === 'healthy') await repo.showFixed(tx, link.url)
      return turned
    })
    await afterCheck?.(link, result)
    return { result, turned }
  }

  return {
    checkAndSave,

    /**
     * One scheduled round: picks up links added recently, then checks the due ones, `limit` at a
     * time and `parallel` at once (the checker's host gate keeps each shop's pace). With
     * `budgetMs` it claims batch after batch until nothing is due or the budget is spent, so a
     * backlog (a new instance, an outage) clears at the pace the shops allow, not a fixed count.
     */
    async runDue({
      limit = 200,
      parallel = 16,
      discoverSince,
      budgetMs = 0,
    }: {
      limit?: number
      parallel?: number
      discoverSince?: Date | null
      budgetMs?: number
    } = {}) {
      if (discoverSince !== undefined) await repo.discover(db, discoverSince ? { since: discoverSince } : {})
      const deadline = Date.now() + budgetMs
      let checked = 0
      let turned = 0
      do {
        const claimedAt = now()
        const due = await repo.claimDue(db, limit, LEASE_SECONDS)
        if (!due.length) break
        const unchecked = new Set(due.map((link) => link.id))
        const renew = setInterval(
          () => {
            repo.renewLease(db, [...unchecked], claimedAt, LEASE_SECONDS).catch(() => undefined)
          },
          (LEASE_SECONDS * 1000) / 3,
        )
        let next = 0
        const worker = async () => {
          while (next < due.length) {
            const link = due[next++]!
            if ((await checkAndSave(link)).turned) turned++
            unchecked.delete(link.id)
          }
        }
        try {
          await Promise.all(Array.from({ length: Math.min(parallel, due.length) }, worker))
        } finally {
          clearInterval(renew)
        }
        checked += due.length
      } while (Date.now() < deadline)
      return { checked, turned }
    },

    async refreshRecentClicks() {
      await repo.refreshRecentClicks(db)
    },

    /** The creator's links, problem links first; links they added a moment ago are listed too. */
    async list(actor: Actor): Promise<CreatorLinks> {
      await repo.discover(db, { userId: actor.id })
      const [rows, settings] = await Promise.all([repo.creatorLinks(db, actor.id), repo.settings(db, actor.id)])
      return { links: rows.map((row) => toView(row, storage)), auto_hide: settings.autoHide }
    },

    /** "Check again now", for a link the creator uses, at most once a minute per link. */
    async checkNow(actor: Actor, linkId: string): Promise<CreatorLink> {
      if (!(await repo.isUsedBy(db, actor.id, linkId))) throw new AppError('LINK_NOT_FOUND')
      const link = await repo.find(db, linkId)
      if (!link) throw new AppError('LINK_NOT_FOUND')
      const [row] = (await repo.creatorLinks(db, actor.id)).filter((r) => r.id === linkId)
      if (row?.checkedAt && now().getTime() - row.checkedAt.getTime() < CHECK_AGAIN_AFTER_MS) {
        throw new AppError('LINK_CHECK_TOO_SOON')
      }
      await checkAndSave(link)
      const [fresh] = (await repo.creatorLinks(db, actor.id)).filter((r) => r.id === linkId)
      return toView(fresh!, storage)
    },

    /** "Hide this tag until fixed" (or show it again): the owner's tags only. */
    async setTagHidden(actor: Actor, tagId: string, hidden: boolean) {
      if (!(await repo.ownedTag(db, actor.id, tagId))) throw new AppError('TAG_NOT_FOUND')
      if (hidden) await repo.hideTag(db, actor.id, tagId, false)
      else await repo.showTag(db, tagId)
    },

    /** Hide tags automatically while their link is broken or sold out; switching it on acts at once. */
    async setAutoHide(actor: Actor, autoHide: boolean) {
      await db.transaction(async (tx) => {
        await repo.setAutoHide(tx, actor.id, autoHide)
        if (!autoHide) return
        for (const tagId of await repo.tagsWithVerdicts(tx, actor.id, AUTO_HIDE_VERDICTS)) {
          await repo.hideTag(tx, actor.id, tagId, true)
        }
      })
    },

    isProblem: (verdict: LinkVerdict | null) => verdict !== null && PROBLEM_VERDICTS.includes(verdict),
  }
}

export type LinkHealthService = ReturnType<typeof createLinkHealthService>
