import { directionOf, type Language } from '../../../contract/language.ts'
import type { Translate } from '../../i18n.ts'
import type { MailMessage } from '../../ports/email/index.ts'

/** A text part has no `dir`: in a right-to-left language each line starts with a right-to-left mark. */
function plain(lang: Language, lines: string[]) {
  const mark = directionOf(lang) === 'rtl' ? '\u200f' : ''
  return lines
    .flatMap((entry) => entry.split('\n'))
    .map((line) => (line && mark ? `${mark}${line}` : line))
    .join('\n')
}

interface NoticeFacts {
  t: Translate
  lang: Language
  to: string
  item: string
  url: string
  category: string
}

/** The one mail an anonymous notifier gets before their notice counts. */
export function reportConfirmMail({
  t,
  lang,
  to,
  item,
  url,
  category,
  confirmUrl,
  days,
}: NoticeFacts & { confirmUrl: string; days: number }): MailMessage {
  return {
    to,
    kind: 'moderation.report_confirm',
    subject: t('moderation.mail.confirm.subject'),
    text: plain(lang, [
      t('moderation.mail.confirm.intro', { item }),
      '',
      `${t('moderation.mail.item')}: ${url}`,
      `${t('moderation.mail.category')}: ${category}`,
      '',
      t('moderation.mail.confirm.action'),
      confirmUrl,
      '',
      t('moderation.mail.confirm.ignore', { days }),
    ]),
  }
}

/** The receipt (Art. 16(4)): the notice counts and will be decided on. */
export function reportReceiptMail({ t, lang, to, item, url, category }: NoticeFacts): MailMessage {
  return {
    to,
    kind: 'moderation.report_receipt',
    subject: t('moderation.mail.receipt.subject'),
    text: plain(lang, [
      t('moderation.mail.receipt.intro', { item }),
      '',
      `${t('moderation.mail.item')}: ${url}`,
      `${t('moderation.mail.category')}: ${category}`,
      '',
      t('moderation.mail.receipt.next'),
    ]),
  }
}
