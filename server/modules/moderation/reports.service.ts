import { DAY_MS, HOUR_MS } from '../../../contract/dates.ts'
import type { Language } from '../../../contract/language.ts'
import {
  ANONYMOUS_REPORT_CATEGORIES,
  REPORT_CONFIRM_TTL_DAYS,
  REPORTS_PER_EMAIL_HOUR,
  type ReportItemKind,
  UNCONFIRMED_REPORTS_PER_ITEM_HOUR,
} from '../../../contract/moderation.ts'
import type { ReportInput, ReportTarget } from '../../../contract/moderation-api.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Notice } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import { hashToken, newConfirmToken } from '../followers/tokens.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Translator } from '../module.ts'
import { creatorIdByUsername, findItem, itemUrl, type ReportedItem } from './items.ts'
import { reportConfirmMail, reportReceiptMail } from './moderation.mails.ts'
import type { ReportsRepository } from './reports.repository.ts'

export interface ReportsDeps {
  db: Database
  repo: ReportsRepository
  mailer: Mailer
  translator: Translator
  publicUrl: string
  now?: () => Date
}

/** The zod output of ReportInput (defaults applied). */
type FiledInput = Required<Omit<ReportInput, 'threat_to_life'>> & { threat_to_life: boolean }

/**
 * Filing notices (DSA Art. 16): anyone may report a public item. A signed-in notifier's notice
 * counts at once and gets a receipt; an anonymous one counts once the address is confirmed (one
 * mail). Caps per address and per item are checked under advisory locks, so a burst cannot pass them.
 */
export function createReportsService({ db, repo, mailer, translator, publicUrl, ...deps }: ReportsDeps) {
  const now = deps.now ?? (() => new Date())

  async function publicItem(kind: ReportItemKind, id: string) {
    const item = await findItem(db, kind, id, true)
    if (!item) throw new AppError('REPORT_ITEM_NOT_FOUND')
    return item
  }

  function mailFacts(item: ReportedItem, notice: Pick<Notice, 'category' | 'itemUrl' | 'language'>, to: string) {
    const t = translator(notice.language)
    return { t, lang: notice.language, to, item: item.label, url: notice.itemUrl, category: t(`moderation.categories.${notice.category}`) }
  }

  /** A counted notice joins its item's open group: one item, one decision. */
  async function count(tx: Executor, notice: Notice, creatorUsername: string, at: Date) {
    return repo.addToGroup(tx, notice, creatorUsername, at)
  }

  return {
    /** What the report form names: the item, its creator and, for a look, its tag links. */
    async target(query: { kind: ReportItemKind; id: string } | { kind: 'creator'; username: string }): Promise<ReportTarget> {
      const { kind } = query
      const id = 'id' in query ? query.id : await creatorIdByUsername(db, query.username)
      if (!id) throw new AppError('REPORT_ITEM_NOT_FOUND')
      const item = await publicItem(kind, id)
      return {
        kind,
        id,
        label: item.label,
        url: itemUrl(publicUrl, item),
        creator: { username: item.creatorUsername, name: item.creatorName },
        tag_links: item.tagLinks.map((tag) => ({ id: tag.id, host: hostOf(tag.link), url: tag.link })),
      }
    },

    async file(
      actor: SessionUser | null,
      input: FiledInput,
      lang: Language,
    ): Promise<{ status: 'received' | 'confirm'; noticeId: string }> {
      const item = await publicItem(input.item_kind, input.item_id)
      const account = actor ? await repo.accountOf(db, actor.id) : undefined
      const email = (account?.email ?? input.email).trim().toLowerCase() || null
      const name = (input.name || account?.pageName || account?.username || '').trim() || null
      const exempt = ANONYMOUS_REPORT_CATEGORIES.includes(input.category)
      if (!exempt && (!email || !name)) throw new AppError('REPORT_IDENTITY_REQUIRED')
      const at = now()
      const base = {
        itemKind: item.kind,
        itemId: item.id,
        creatorId: item.creatorId,
        itemUrl: itemUrl(publicUrl, item),
        category: input.category,
        explanation: input.explanation,
        threatToLife: input.threat_to_life,
        reporterUserId: actor?.id ?? null,
        reporterName: name,
        reporterEmail: email,
        language: lang,
      }
      return db.transaction(async (tx) => {
        // Address first, then item: every intake takes the two locks in this order.
        if (email) await repo.lock(tx, `email:${email}`)
        await repo.lock(tx, `item:${item.kind}:${item.id}`)
        if (email) {
          const refused = await repo.refusedUntil(tx, email, at)
          if (refused) throw new AppError('REPORTS_REFUSED', undefined, { params: { date: refused.toISOString().slice(0, 10) } })
          if ((await repo.countByEmailSince(tx, email, new Date(at.getTime() - HOUR_MS))) >= REPORTS_PER_EMAIL_HOUR) {
            throw new AppError('REPORT_TOO_MANY')
          }
        }
        // Signed in, or nameless where the Act allows it: nothing to confirm, the notice counts now.
        if (account || !email) {
          const notice = await repo.insert(tx, { ...base, status: 'open', confirmedAt: at })
          await count(tx, notice, item.creatorUsername, at)
          if (email) await mailer.send(reportReceiptMail(mailFacts(item, notice, email)), { tx })
          return { status: 'received' as const, noticeId: notice.id }
        }
        const pending = await repo.pendingFrom(tx, email, item.kind, item.id)
        if (pending) return { status: 'confirm' as const, noticeId: pending.id }
        if (
          (await repo.countUnconfirmedForItemSince(tx, item.kind, item.id, new Date(at.getTime() - HOUR_MS))) >=
          UNCONFIRMED_REPORTS_PER_ITEM_HOUR
        ) {
          throw new AppError('REPORT_ITEM_BUSY')
        }
        const { token, hash } = newConfirmToken()
        const notice = await repo.insert(tx, { ...base, status: 'unconfirmed', confirmTokenHash: hash, confirmSentAt: at })
        const confirmUrl = `${publicUrl}/report/confirm/${token}?lang=${lang}`
        await mailer.send(reportConfirmMail({ ...mailFacts(item, notice, email), confirmUrl, days: REPORT_CONFIRM_TTL_DAYS }), { tx })
        return { status: 'confirm' as const, noticeId: notice.id }
      })
    },

    /** Uses the token once: the notice counts from now and joins its item's group. */
    async confirm(token: string): Promise<{ message: string }> {
      const at = now()
      return db.transaction(async (tx) => {
        const notice = await repo.confirm(tx, hashToken(token), at, new Date(at.getTime() - REPORT_CONFIRM_TTL_DAYS * DAY_MS))
        if (!notice) throw new AppError('REPORT_LINK_INVALID')
        // An item deleted meanwhile still gets its group: the admin closes it (no action) and it is counted.
        const item = await findItem(tx, notice.itemKind, notice.itemId, false)
        await count(tx, notice, item?.creatorUsername ?? '', at)
        return { message: translator(notice.language)('moderation.confirm.done') }
      })
    },

    /** Unconfirmed notices go a day after their confirm link expires (never counted, nothing to keep). */
    purgeUnconfirmed: () => repo.purgeUnconfirmed(db, new Date(now().getTime() - (REPORT_CONFIRM_TTL_DAYS + 1) * DAY_MS)),
  }
}

function hostOf(link: string) {
  try {
    return new URL(link).host
  } catch {
    return link.slice(0, 60)
  }
}

export type ReportsService = ReturnType<typeof createReportsService>
