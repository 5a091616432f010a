import type { Database } from '../../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Translator } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { LinkNoticesRepository } from './link-notices.repository.ts'

/** Mail lists at most this many links; the Links view shows the rest. */
const DIGEST_MAX_LINKS = 20

export interface LinkNoticesDeps {
  db: Database
  repo: LinkNoticesRepository
  notifications: Pick<NotificationsService, 'notify'>
  mailer: Mailer
  translator: Translator
  publicUrl: string
}

/**
 * Tells creators when a link of theirs turns bad: one in-app notification per round, and a mail
 * digest at most once a day listing what turned bad since the last one.
 */
export function createLinkNoticesService({ db, repo, notifications, mailer, translator, publicUrl }: LinkNoticesDeps) {
  return {
    async send(now = new Date()) {
      let mails = 0
      for (const creator of await repo.pending(db)) {
        const t = translator(creator.language)
        const digestDue = !creator.lastDigestAt || now.getTime() - creator.lastDigestAt.getTime() >= 24 * 60 * 60 * 1000
        const digest = digestDue && creator.forDigest.length > 0
        await db.transaction(async (tx) => {
          if (creator.fresh > 0) await notifications.notify(creator.userId, t('links.notice.in_app', { count: creator.fresh }), { tx })
          if (digest) {
            const lines = creator.forDigest.slice(0, DIGEST_MAX_LINKS).map((link) => `- ${t(`links.verdict.${link.verdict}`)}: ${link.url}`)
            const body = t('links.notice.mail_body', {
              count: creator.forDigest.length,
              links: lines.join('\n'),
              url: `${publicUrl}/dashboard/links`,
            })
            await mailer.send(
              {
                to: creator.email,
                kind: 'links.notice',
                subject: t('links.notice.mail_subject', { count: creator.forDigest.length }),
                text: body,
              },
              { tx },
            )
            mails++
          }
          await repo.markNotified(tx, creator.userId, digest)
        })
      }
      return { mails }
    },
  }
}

export type LinkNoticesService = ReturnType<typeof createLinkNoticesService>
