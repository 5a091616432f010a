import { RESTRICTIVE_OUTCOMES } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Translator } from '../module.ts'
import { misuseWarningMail, notifierOutcomeMail, statementMail } from './appeals.mails.ts'
import type { AppealsRepository } from './appeals.repository.ts'
import type { MisuseService } from './misuse.ts'
import { complainUntil, decisionStatement, REJECTING_OUTCOMES } from './statements.ts'

interface FollowUpDeps {
  repo: AppealsRepository
  mailer: Mailer
  translator: Translator
  audit: AuditService
  misuse: MisuseService
  links: { dashboard(): string; notice(noticeId: string, lang: 'en' | 'de' | 'ar'): string }
  now: () => Date
}

/**
 * What every decision sets off, in its own transaction: the creator's statement of reasons (Art. 17)
 * for a restrictive one, each notifier's news of the outcome (Art. 16(5)) with the complaint link
 * when the notice was not acted on, and the misuse counts (Art. 23) with the creator's warning.
 */
export function createDecisionFollowUp({ repo, mailer, translator, audit, misuse, links, now }: FollowUpDeps) {
  return async function afterDecision(tx: Executor, decisionId: string) {
    const found = await repo.decision(tx, decisionId)
    if (!found) return
    const { decision: d } = found
    const noticeAt = found.noticeAt ? new Date(found.noticeAt) : null
    const notices = d.groupId ? await repo.noticesOfGroup(tx, d.groupId) : []
    const at = now()
    const target = d.creatorId ? { id: d.creatorId, username: d.creatorUsername } : null

    const creator = d.creatorId && RESTRICTIVE_OUTCOMES.includes(d.outcome) ? await repo.account(tx, d.creatorId) : undefined
    if (creator) {
      const t = translator(creator.language)
      const statement = decisionStatement(t, creator.language, { decision: d, noticeAt, itemUrl: notices[0]?.itemUrl ?? null, now: at })
      await repo.insertStatement(tx, { decisionId: d.id, recipient: 'creator', recipientUserId: creator.id, language: creator.language })
      await mailer.send(statementMail({ t, lang: creator.language, to: creator.email, statement, dashboardUrl: links.dashboard() }), { tx })
      // A notice upheld counts towards misuse; a decision of the admin's own (a suspension for it) does not.
      const { count, warn } = d.groupId ? await misuse.upheld(tx, creator.id) : { count: 0, warn: false }
      if (warn) {
        await mailer.send(misuseWarningMail({ t, lang: creator.language, to: creator.email, upheld: count, url: links.dashboard() }), {
          tx,
        })
        await audit.record(tx, {
          actorId: null,
          action: 'moderation.creator_warned',
          target,
          details: { upheld: count, decision_id: d.id },
        })
      }
    }

    const rejected = REJECTING_OUTCOMES.includes(d.outcome)
    for (const notice of notices) {
      if (!notice.reporterEmail) continue
      const lang = notice.language
      const t = translator(lang)
      await repo.insertStatement(tx, {
        decisionId: d.id,
        recipient: 'notifier',
        recipientUserId: notice.reporterUserId,
        noticeId: notice.id,
        recipientEmail: notice.reporterEmail,
        language: lang,
      })
      await mailer.send(
        notifierOutcomeMail({
          t,
          lang,
          to: notice.reporterEmail,
          reportedAt: notice.createdAt,
          item: notice.itemUrl,
          decision: t(`appeals.decision.${d.outcome}`),
          acted: !rejected,
          reason: d.outcome === 'no_action' || d.outcome === 'manifestly_unfounded' ? d.groundExplanation : null,
          complaint: rejected ? { url: links.notice(notice.id, lang), until: complainUntil(d) } : null,
        }),
        { tx },
      )
      if (d.outcome !== 'manifestly_unfounded') continue
      const standing = await misuse.unfounded(tx, notice.reporterEmail)
      if (standing.refused_until) {
        await audit.record(tx, {
          actorId: null,
          action: 'moderation.notifier_refused',
          details: { notice_id: notice.id, unfounded: standing.unfounded, refused_until: standing.refused_until },
        })
      }
    }
  }
}
