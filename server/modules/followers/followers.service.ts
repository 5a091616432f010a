import { DAY_MS, HOUR_MS } from '../../../contract/dates.ts'
import type { FollowerGrowth, FollowerList, FollowInput, FollowingList, NextDigest } from '../../../contract/followers.ts'
import { FOLLOW_REQUEST_TTL_DAYS, FOLLOW_REQUESTS_PER_EMAIL_HOUR } from '../../../contract/followers.ts'
import type { Language } from '../../../contract/language.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Translator } from '../module.ts'
import { confirmMail } from './followers.mails.ts'
import type { FollowersRepository } from './followers.repository.ts'
import { hashToken, type LinkSigner, newConfirmToken } from './tokens.ts'

/** A pending request gets its confirm mail again at most this often (a lost mail, not a flood). */
const RESEND_AFTER_MS = DAY_MS
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

export type Actor = Pick<SessionUser, 'id' | 'role'>

export interface FollowersDeps {
  db: Database
  repo: FollowersRepository
  mailer: Mailer
  translator: Translator
  signer: LinkSigner
  publicUrl: string
  now?: () => Date
  /** The next digest's time and looks (the digest sender's). */
  upcoming?: (creatorId: string) => Promise<NextDigest>
}

/**
 * Links in follower mail; each page behind them needs no account and opens in the language the
 * visitor followed in (`?lang=` beats the browser's cookie and Accept-Language).
 */
export function followerLinks(publicUrl: string, signer: LinkSigner) {
  return {
    confirm: (token: string, lang: Language) => `${publicUrl}/followers/confirm/${token}?lang=${lang}`,
    unsubscribe: (followerId: string, lang: Language) =>
      `${publicUrl}/followers/unsubscribe/${signer.sign('unsubscribe', followerId)}?lang=${lang}`,
    oneClick: (followerId: string) => `${publicUrl}/api/followers/unsubscribe/${signer.sign('unsubscribe', followerId)}`,
    manage: (email: string, lang: Language) => `${publicUrl}/followers/manage/${signer.sign('manage', email)}?lang=${lang}`,
  }
}

/**
 * Following a creator by email: the double opt-in request, its confirmation, unsubscribing and the
 * follower's own page (signed links, no account), and what the creator sees of their followers.
 */
export function createFollowersService({ db, repo, mailer, translator, signer, publicUrl, ...deps }: FollowersDeps) {
  const now = deps.now ?? (() => new Date())
  const links = followerLinks(publicUrl, signer)

  function requireCreator(actor: Actor) {
    if (actor.role !== 'user') throw new AppError('FORBIDDEN')
    return actor.id
  }

  return {
    links,

    /**
     * Records the request and queues the confirm mail (same transaction). The answer is the same
     * whether the address already follows or not, so the form tells nobody who follows whom.
     */
    async follow(username: string, input: FollowInput, lang: Language) {
      const creator = await repo.followableCreator(db, username)
      if (!creator) throw new AppError('NOT_FOUND')
      const email = input.email.trim().toLowerCase()
      const at = now()
      await db.transaction(async (tx) => {
        await repo.lockAddress(tx, email)
        const existing = await repo.find(tx, creator.id, email)
        if (existing?.confirmedAt) return
        if (existing?.confirmSentAt && at.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS) return
        if ((await repo.requestsSince(tx, email, new Date(at.getTime() - HOUR_MS))) >= FOLLOW_REQUESTS_PER_EMAIL_HOUR) {
          throw new AppError('FOLLOW_TOO_MANY')
        }
        const { token, hash } = newConfirmToken()
        const id =
          existing?.id ?? (await repo.insertRequest(tx, { creatorId: creator.id, email, language: lang, tokenHash: hash, now: at }))
        if (!id) return
        if (existing) await repo.renewRequest(tx, existing.id, { language: lang, tokenHash: hash, now: at })
        else await repo.countDay(tx, creator.id, utcDate(at), 'requested')
        const creatorName = creator.pageName || creator.username
        await mailer.send(
          confirmMail({
            t: translator(lang),
            lang,
            to: email,
            creator: creatorName,
            confirmUrl: links.confirm(token, lang),
            manageUrl: links.manage(email, lang),
            oneClickUrl: links.oneClick(id),
            days: FOLLOW_REQUEST_TTL_DAYS,
          }),
          { tx },
        )
      })
    },

    /** Uses the token once; an unknown, used or expired one is FOLLOW_LINK_INVALID. */
    async confirm(token: string) {
      const at = now()
      return db.transaction(async (tx) => {
        const row = await repo.confirm(tx, hashToken(token), at, new Date(at.getTime() - FOLLOW_REQUEST_TTL_DAYS * DAY_MS))
        if (!row) throw new AppError('FOLLOW_LINK_INVALID')
        await repo.countDay(tx, row.creatorId, utcDate(at), 'confirmed')
        const creator = await repo.creatorById(tx, row.creatorId)
        const name = creator?.pageName || creator?.username || ''
        // The page answers in the language the visitor followed in, whatever this browser is set to.
        const message = translator(row.language)('followers.confirm.done', { creator: name })
        return { username: creator?.username ?? '', name, manageUrl: links.manage(row.email, row.language), message }
      })
    },

    /** Who an unsubscribe link stops, or null once it is done (the page then says so). */
    async unsubscribeTarget(token: string) {
      const id = signer.verify('unsubscribe', token)
      if (!id) throw new AppError('FOLLOW_LINK_INVALID')
      const row = await repo.byId(db, id)
      const creator = row && (await repo.creatorById(db, row.creatorId))
      return row ? { name: creator?.pageName || creator?.username || '', manageUrl: links.manage(row.email, row.language) } : null
    },

    /**
     * Takes effect at once; a second use changes nothing and is not an error. The answer is in the
     * language of the follow that ended (null on a second use: the caller's language then).
     */
    async unsubscribe(token: string): Promise<{ message: string | null }> {
      const id = signer.verify('unsubscribe', token)
      if (!id) throw new AppError('FOLLOW_LINK_INVALID')
      return db.transaction(async (tx) => {
        const row = await repo.delete(tx, id)
        if (row?.confirmedAt) await repo.countDay(tx, row.creatorId, utcDate(now()), 'unsubscribed')
        return { message: row ? translator(row.language)('followers.unsubscribe.done') : null }
      })
    },

    /** Every creator the address behind a manage link follows. */
    async following(token: string): Promise<FollowingList> {
      const email = signer.verify('manage', token)
      if (!email) throw new AppError('FOLLOW_LINK_INVALID')
      const rows = await repo.followingOf(db, email)
      return {
        email,
        following: rows.map((r) => ({
          id: r.id,
          username: r.username,
          page_name: r.pageName,
          followed_at: (r.confirmedAt ?? now()).toISOString(),
        })),
      }
    },

    /** Ends one follow of the address; the answer is in that follow's language. */
    async stopFollowing(token: string, followerId: string): Promise<{ message: string }> {
      const email = signer.verify('manage', token)
      if (!email) throw new AppError('FOLLOW_LINK_INVALID')
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, followerId)
        if (!row || row.email !== email) throw new AppError('NOT_FOUND')
        await repo.delete(tx, followerId)
        if (row.confirmedAt) await repo.countDay(tx, row.creatorId, utcDate(now()), 'unsubscribed')
        return { message: translator(row.language)('followers.manage.removed') }
      })
    },

    /** When the signed-in creator's next digest goes and what it holds. */
    async nextDigest(actor: Actor): Promise<NextDigest> {
      const creatorId = requireCreator(actor)
      return deps.upcoming ? deps.upcoming(creatorId) : { at: null, looks: [] }
    },

    /** The signed-in creator's confirmed followers, newest first. */
    async list(actor: Actor, page: { limit: number; offset: number }): Promise<FollowerList> {
      const creatorId = requireCreator(actor)
      const [counts, rows] = await Promise.all([repo.count(db, creatorId), repo.list(db, creatorId, page)])
      return {
        total: counts.confirmed,
        pending: counts.pending,
        followers: rows.map((r) => ({ email: r.email, language: r.language, followed_at: (r.confirmedAt ?? now()).toISOString() })),
      }
    },

    async growth(actor: Actor, days: number): Promise<FollowerGrowth> {
      const creatorId = requireCreator(actor)
      const today = now()
      const from = utcDate(new Date(today.getTime() - (days - 1) * DAY_MS))
      const rows = new Map((await repo.daily(db, creatorId, from)).map((r) => [r.day, r]))
      return {
        days: Array.from({ length: days }, (_, i) => {
          const day = utcDate(new Date(today.getTime() - (days - 1 - i) * DAY_MS))
          const row = rows.get(day)
          return { day, requested: row?.requested ?? 0, confirmed: row?.confirmed ?? 0, unsubscribed: row?.unsubscribed ?? 0 }
        }),
      }
    },

    /** A creator's daily counts over a UTC day range (days without any are left out); the caller scopes the creator. */
    async dailyCounts(creatorId: string, range: { from: string; to: string }) {
      return repo.daily(db, creatorId, range.from, range.to)
    },

    /** The whole confirmed list as CSV lines, read in pages so memory holds one page. */
    async *csv(actor: Actor) {
      const creatorId = requireCreator(actor)
      yield 'email,language,followed_at\n'
      let after: string | null = null
      for (;;) {
        const rows = await repo.confirmedAfter(db, creatorId, after, 1000)
        if (rows.length === 0) return
        yield rows.map((r) => `${csvCell(r.email)},${r.language},${r.confirmedAt?.toISOString() ?? ''}\n`).join('')
        after = rows[rows.length - 1]!.id
      }
    },

    async totals(actor: Actor) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return repo.totals(db)
    },

    /** Unconfirmed requests older than the TTL go (the cleanup job; idempotent). */
    async purgeExpired() {
      return repo.deleteExpired(db, new Date(now().getTime() - FOLLOW_REQUEST_TTL_DAYS * DAY_MS))
    },
  }
}

/** A CSV cell, quoted when needed and never read as a formula by spreadsheets. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export type FollowersService = ReturnType<typeof createFollowersService>
