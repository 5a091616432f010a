import type {
  AdminComplaint,
  AdminComplaintList,
  ComplaintInput,
  ComplaintReviewInput,
  NoticeOutcome,
  RestrictedLooks,
  StatementList,
} from '../../../contract/appeals.ts'
import { ComplaintReviewInput as ReviewSchema } from '../../../contract/appeals.ts'
import type { Language } from '../../../contract/language.ts'
import { RESTRICTIVE_OUTCOMES } from '../../../contract/moderation.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Complaint, ModerationDecision } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { LinkSigner } from '../followers/tokens.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Translator } from '../module.ts'
import { complaintOutcomeMail, reversedToNotifierMail } from './appeals.mails.ts'
import type { AppealsRepository } from './appeals.repository.ts'
import { createDecisionFollowUp } from './follow-up.ts'
import { type MisuseService, standingOfCreator } from './misuse.ts'
import { complaintJson, complaintRefusal, REJECTING_OUTCOMES, statementJson } from './statements.ts'

export type Actor = Pick<SessionUser, 'id' | 'role'>
/** The moderation service's part in a reversal: lifts what the decision holds back and marks it reversed. */
export interface DecisionLifter {
  liftDecision(tx: Executor, decisionId: string, at?: Date): Promise<unknown>
  /** Puts the decision's notices back in the open queue (a notifier's complaint upheld). */
  reopenGroup(tx: Executor, groupId: string): Promise<void>
}
export type AppealSigner = LinkSigner<'complaint'>

export interface AppealsDeps {
  db: Database
  repo: AppealsRepository
  mailer: Mailer
  translator: Translator
  audit: AuditService
  signer: AppealSigner
  publicUrl: string
  misuse: MisuseService
  moderation: DecisionLifter
  now?: () => Date
}

/** Where the creator reads statements and complains; where a notifier's signed link leads. */
export function appealLinks(publicUrl: string, signer: AppealSigner) {
  return {
    dashboard: () => `${publicUrl}/dashboard/moderation`,
    notice: (noticeId: string, lang: Language) => `${publicUrl}/appeals/${signer.sign('complaint', noticeId)}?lang=${lang}`,
  }
}

/**
 * Statements of reasons (Art. 17) and complaints (Art. 20): the creator's list and complaint, a
 * notifier's through the signed link of their decision mail, and the admin's review by someone other
 * than the decision's reviewer where another admin exists. Every step is in the audit log.
 */
export function createAppealsService(deps: AppealsDeps) {
  const { db, repo, mailer, translator, audit, signer, misuse } = deps
  const now = deps.now ?? (() => new Date())
  const links = appealLinks(deps.publicUrl, signer)

  function requireCreator(actor: Actor) {
    if (actor.role !== 'user') throw new AppError('FORBIDDEN')
    return actor.id
  }

  /** The notice behind a signed link, and the decision on it. */
  async function noticeOf(token: string) {
    const id = signer.verify('complaint', token)
    const notice = id ? await repo.notice(db, id) : undefined
    const decisionId = notice?.groupId ? await repo.decisionOfGroup(db, notice.groupId) : undefined
    const found = decisionId ? await repo.decision(db, decisionId) : undefined
    if (!notice || !found) throw new AppError('APPEAL_LINK_INVALID')
    return { notice, ...found, key: notice.reporterEmail ?? `notice:${notice.id}` }
  }

  async function fileComplaint(
    decision: ModerationDecision,
    who: 'creator' | 'notifier',
    values: { key: string; userId: string | null; email: string | null; noticeId: string | null; lang: Language; text: string },
  ) {
    const refusal = complaintRefusal(decision, who, now())
    if (refusal) throw new AppError(refusal)
    return db.transaction(async (tx) => {
      const row = await repo.insertComplaint(tx, {
        decisionId: decision.id,
        complainantKind: who,
        complainantKey: values.key,
        complainantUserId: values.userId,
        complainantEmail: values.email,
        noticeId: values.noticeId,
        language: values.lang,
        text: values.text,
      })
      if (!row) throw new AppError('COMPLAINT_EXISTS')
      await audit.record(tx, {
        actorId: values.userId,
        action: 'moderation.complaint_filed',
        target: decision.creatorId ? { id: decision.creatorId, username: decision.creatorUsername } : null,
        details: { complaint_id: row.id, decision_id: decision.id, complainant: who },
      })
      return complaintJson(row)
    })
  }

  async function adminJson(actor: Actor, row: { complaint: Complaint; decision: ModerationDecision }): Promise<AdminComplaint> {
    const { complaint: c, decision: d } = row
    const [standing] = d.creatorId ? await misuse.creators([d.creatorId]) : []
    return {
      id: c.id,
      complainant_kind: c.complainantKind,
      text: c.text,
      status: c.status,
      outcome: c.outcome,
      explanation: c.outcomeExplanation,
      created_at: c.createdAt.toISOString(),
      decided_at: c.decidedAt?.toISOString() ?? null,
      reviewer_username: c.reviewerUsername,
      decision: {
        id: d.id,
        outcome: d.outcome,
        category: d.category,
        ground: d.ground,
        ground_reference: d.groundReference,
        item_kind: d.itemKind,
        creator_username: d.creatorUsername,
        reviewer_username: d.reviewerUsername,
        decided_at: d.decidedAt.toISOString(),
      },
      own_decision: d.reviewerId === actor.id && (await repo.otherAdminExists(db, actor.id)),
      creator: standing ? standingOfCreator(standing) : { upheld: 0, warned_at: null, suspension_suggested: false },
    }
  }

  /** After a reversal: the complainant hears the outcome; a creator's reversal also reaches the notifiers. */
  async function mailOutcome(tx: Executor, c: Complaint, d: ModerationDecision, reversed: boolean, explanation: string) {
    const to = c.complainantKind === 'creator' ? await repo.account(tx, c.complainantUserId ?? '') : null
    const address = to?.email ?? c.complainantEmail
    const lang = to?.language ?? c.language
    const t = translator(lang)
    const decision = t(`appeals.decision.${d.outcome}`)
    if (address) {
      const url = c.complainantKind === 'creator' ? links.dashboard() : c.noticeId ? links.notice(c.noticeId, lang) : null
      await mailer.send(complaintOutcomeMail({ t, lang, to: address, reversed, decision, reason: explanation, url }), { tx })
    }
    if (!reversed || c.complainantKind !== 'creator' || !d.groupId) return
    for (const notice of await repo.noticesOfGroup(tx, d.groupId)) {
      if (!notice.reporterEmail) continue
      const nt = translator(notice.language)
      await mailer.send(
        reversedToNotifierMail({
          t: nt,
          lang: notice.language,
          to: notice.reporterEmail,
          reportedAt: notice.createdAt,
          decision: nt(`appeals.decision.${d.outcome}`),
          reason: explanation,
        }),
        { tx },
      )
    }
  }

  return {
    links,

    /** Runs inside the decision's transaction: statements, mails and the misuse counts. */
    afterDecision: createDecisionFollowUp({ repo, mailer, translator, audit, misuse, links, now }),

    async statements(actor: Actor): Promise<StatementList> {
      const creatorId = requireCreator(actor)
      const rows = await repo.decisionsAbout(db, creatorId, RESTRICTIVE_OUTCOMES)
      const at = now()
      return { statements: rows.map((row) => statementJson(row, 'creator', at)) }
    },

    /** Looks of the creator that a decision in force keeps dark (restricted or removed), for the dashboard's image list. */
    async restrictedLooks(actor: Actor): Promise<RestrictedLooks> {
      const creatorId = requireCreator(actor)
      const at = now()
      const rows = await repo.decisionsAbout(db, creatorId, ['restrict', 'remove'])
      const live = rows.filter(({ decision: d }) => d.itemKind === 'look' && !d.reversedAt && !d.purgedAt && (!d.endsAt || d.endsAt > at))
      return Object.fromEntries(
        live.map(({ decision: d }) => [
          d.itemId,
          { decision_id: d.id, outcome: d.outcome, category: d.category, ground_reference: d.groundReference },
        ]),
      )
    },

    async complain(actor: Actor, decisionId: string, input: ComplaintInput, lang: Language) {
      const creatorId = requireCreator(actor)
      const found = await repo.decision(db, decisionId)
      // Another creator's decision is not found, as an unknown one.
      if (!found || found.decision.creatorId !== creatorId) throw new AppError('DECISION_NOT_FOUND')
      return fileComplaint(found.decision, 'creator', {
        key: creatorId,
        userId: creatorId,
        email: null,
        noticeId: null,
        lang,
        text: input.text.trim(),
      })
    },

    async noticeOutcome(token: string): Promise<NoticeOutcome> {
      const { notice, decision, noticeAt, key } = await noticeOf(token)
      const complaint = (await repo.complaintOf(db, decision.id, key)) ?? null
      return {
        reported_at: notice.createdAt.toISOString(),
        item_url: notice.itemUrl,
        statement: statementJson({ decision, noticeAt, complaint }, 'notifier', now()),
      }
    },

    async complainAsNotifier(token: string, input: ComplaintInput, lang: Language) {
      const { notice, decision, key } = await noticeOf(token)
      return fileComplaint(decision, 'notifier', {
        key,
        userId: notice.reporterUserId,
        email: notice.reporterEmail,
        noticeId: notice.id,
        lang,
        text: input.text.trim(),
      })
    },

    async adminList(actor: Actor): Promise<AdminComplaintList> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.adminComplaints(db)
      return { complaints: await Promise.all(rows.map((row) => adminJson(actor, row))) }
    },

    /**
     * Reverses or confirms the decision a complaint is against. The admin who took the decision may
     * not, while another admin exists. A reversal lifts what the decision held back at once.
     */
    async review(actor: Actor & { username?: string }, complaintId: string, input: ComplaintReviewInput): Promise<AdminComplaint> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const { outcome, explanation } = ReviewSchema.parse(input)
      const found = await repo.adminComplaint(db, complaintId)
      if (!found) throw new AppError('NOT_FOUND')
      if (found.decision.reviewerId === actor.id && (await repo.otherAdminExists(db, actor.id)))
        throw new AppError('COMPLAINT_SAME_REVIEWER')
      const at = now()
      await db.transaction(async (tx) => {
        const complaint = await repo.complaintForUpdate(tx, complaintId)
        if (complaint?.status !== 'open') throw new AppError('COMPLAINT_ALREADY_REVIEWED')
        const me = await repo.account(tx, actor.id)
        await repo.decideComplaint(tx, complaintId, {
          outcome,
          explanation,
          reviewerId: actor.id,
          reviewerUsername: me?.username ?? '',
          at,
        })
        const d = found.decision
        const reversed = outcome === 'reversed'
        if (reversed && !d.reversedAt) {
          await deps.moderation.liftDecision(tx, d.id, at)
          await misuse.undo(tx, d)
          // The notice was not acted on, wrongly: it needs a new decision.
          if (d.groupId && REJECTING_OUTCOMES.includes(d.outcome)) await deps.moderation.reopenGroup(tx, d.groupId)
          await audit.record(tx, {
            actorId: actor.id,
            action: 'moderation.decision_reversed',
            target: d.creatorId ? { id: d.creatorId, username: d.creatorUsername } : null,
            details: { decision_id: d.id, complaint_id: complaintId, outcome: d.outcome },
          })
        }
        await audit.record(tx, {
          actorId: actor.id,
          action: 'moderation.complaint_reviewed',
          target: d.creatorId ? { id: d.creatorId, username: d.creatorUsername } : null,
          reason: explanation,
          details: { complaint_id: complaintId, decision_id: d.id, outcome },
        })
        await mailOutcome(tx, complaint, d, reversed, explanation)
      })
      const fresh = await repo.adminComplaint(db, complaintId)
      return adminJson(actor, fresh!)
    },
  }
}

export type AppealsService = ReturnType<typeof createAppealsService>
