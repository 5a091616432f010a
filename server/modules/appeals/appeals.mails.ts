import { formatDate } from '../../../contract/dates.ts'
import { directionOf, type Language } from '../../../contract/language.ts'
import { isolateWritten } from '../../../contract/text.ts'
import type { Translate } from '../../i18n.ts'
import type { MailMessage } from '../../ports/email/index.ts'

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** A line's direction comes from its first letter in a text part: Arabic lines start with a right-to-left mark. */
function plain(lang: Language, lines: string[]) {
  const mark = directionOf(lang) === 'rtl' ? '\u200f' : ''
  return lines
    .flatMap((line) => line.split('\n'))
    .map((line) => (line && mark ? `${mark}${line}` : line))
    .join('\n')
}

/** One block of the mail: a heading (optional) and its text; a link block has a URL. */
type Block = { heading?: string; text: string; url?: string }

/** The text and HTML parts of one mail from its blocks, in the recipient's language and direction. */
function compose(lang: Language, to: string, kind: string, subject: string, blocks: Block[]): MailMessage {
  const dir = directionOf(lang)
  const text = plain(
    lang,
    blocks.flatMap((b) => [...(b.heading ? [b.heading] : []), b.url ? `${b.text}: ${b.url}` : b.text, '']),
  )
  const body = blocks
    .map((b) => {
      const heading = b.heading ? `<h2 style="font-size:15px;margin:16px 0 4px">${esc(b.heading)}</h2>` : ''
      const content = b.url
        ? `<p style="margin:16px 0"><a href="${esc(b.url)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">${esc(b.text)}</a></p>`
        : `<p style="margin:0 0 8px">${esc(b.text)}</p>`
      return heading + content
    })
    .join('\n')
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;text-align:${dir === 'rtl' ? 'right' : 'left'}"><tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(subject)}</h1>
${body}
</td></tr></table></td></tr></table></body></html>`
  return { to, kind, subject, text, html }
}

/** Everything a statement of reasons says (Art. 17(3) DSA), already in words the recipient reads. */
export interface StatementText {
  decision: string
  item: string
  facts: string
  ground: string
  explanation: string | null
  scope: string
  duration: string
  automated: string
  redress: string
}

/** The statement's parts in the recipient's language, from the decision's facts. */
export function statementText(
  t: Translate,
  lang: Language,
  s: {
    kind: string
    item: string
    noticeAt: Date | null
    category: string | null
    /** The facts and circumstances the reviewer relied on. */
    facts: string
    groundType: 'law' | 'terms'
    groundReference: string
    explanation: string | null
    scope: string
    until: Date | null
    automated: boolean
    complainUntil: Date
    now: Date
  },
): StatementText {
  const date = (d: Date) => formatDate(d.toISOString(), lang, 'long')
  return {
    decision: t(`appeals.decision.${s.kind}`),
    item: s.item,
    facts: [
      s.noticeAt && s.category
        ? t('appeals.statement.facts_notice', { date: date(s.noticeAt), category: s.category })
        : t('appeals.statement.facts_own', { date: date(s.noticeAt ?? s.now) }),
      s.facts,
    ].join('\n'),
    ground: t(s.groundType === 'law' ? 'appeals.statement.ground_law' : 'appeals.statement.ground_terms', {
      reference: isolateWritten(s.groundReference),
    }),
    explanation: s.explanation,
    scope: s.scope,
    duration:
      s.kind === 'remove'
        ? t('appeals.statement.removal', { date: date(s.complainUntil) })
        : s.until
          ? t('appeals.statement.until', { date: date(s.until) })
          : t('appeals.statement.indefinite'),
    automated: t(s.automated ? 'appeals.statement.automated_yes' : 'appeals.statement.automated_no'),
    redress:
      s.complainUntil > s.now
        ? t('appeals.statement.redress_text', { date: date(s.complainUntil) })
        : t('appeals.statement.redress_closed', { date: date(s.complainUntil) }),
  }
}

/** The statement of reasons to the creator whose content or account a decision restricts. */
export function statementMail(input: { t: Translate; lang: Language; to: string; statement: StatementText; dashboardUrl: string }) {
  const { t, lang, statement: s } = input
  const subject = t('appeals.email.statement_subject', { decision: s.decision })
  return compose(lang, input.to, 'appeals.statement', subject, [
    { text: t('appeals.email.statement_intro') },
    { heading: t('appeals.statement.item'), text: s.item },
    { heading: t('appeals.statement.facts'), text: s.facts },
    { heading: t('appeals.statement.ground'), text: s.ground },
    ...(s.explanation ? [{ heading: t('appeals.statement.explanation'), text: s.explanation }] : []),
    { heading: t('appeals.statement.scope'), text: s.scope },
    { heading: t('appeals.statement.duration'), text: s.duration },
    { heading: t('appeals.statement.automated'), text: s.automated },
    { heading: t('appeals.statement.redress'), text: s.redress },
    { text: t('appeals.email.statement_dashboard'), url: input.dashboardUrl },
  ])
}

/** The notifier hears what became of their notice; a rejected one carries the signed complaint link. */
export function notifierOutcomeMail(input: {
  t: Translate
  lang: Language
  to: string
  reportedAt: Date
  item: string
  decision: string
  acted: boolean
  reason: string | null
  complaint: { url: string; until: Date } | null
}) {
  const { t, lang } = input
  const date = (d: Date) => formatDate(d.toISOString(), lang, 'long')
  return compose(lang, input.to, 'appeals.notifier_outcome', t('appeals.email.notifier_subject'), [
    { text: t('appeals.email.notifier_intro', { date: date(input.reportedAt), item: input.item }) },
    { text: t(input.acted ? 'appeals.email.notifier_action' : 'appeals.email.notifier_rejected', { decision: input.decision }) },
    ...(input.reason ? [{ text: t('appeals.email.reason', { reason: isolateWritten(input.reason) }) }] : []),
    { text: t('appeals.statement.automated_no') },
    ...(input.complaint
      ? [{ text: t('appeals.email.notifier_complain', { date: date(input.complaint.until) }), url: input.complaint.url }]
      : []),
  ])
}

/** The outcome of a complaint, to whoever made it. */
export function complaintOutcomeMail(input: {
  t: Translate
  lang: Language
  to: string
  reversed: boolean
  decision: string
  reason: string
  url: string | null
}) {
  const { t, lang } = input
  return compose(lang, input.to, 'appeals.complaint_outcome', t('appeals.email.complaint_subject'), [
    { text: t(input.reversed ? 'appeals.email.complaint_reversed' : 'appeals.email.complaint_confirmed', { decision: input.decision }) },
    { text: t('appeals.email.reason', { reason: isolateWritten(input.reason) }) },
    ...(input.reversed ? [] : [{ text: t('appeals.email.complaint_redress') }]),
    ...(input.url ? [{ text: t('appeals.email.statement_dashboard'), url: input.url }] : []),
  ])
}

/** A creator's complaint reversed a decision taken on a notice: its notifier is told. */
export function reversedToNotifierMail(input: {
  t: Translate
  lang: Language
  to: string
  reportedAt: Date
  decision: string
  reason: string
}) {
  const { t, lang } = input
  return compose(lang, input.to, 'appeals.reversed_notifier', t('appeals.email.reversed_notifier_subject'), [
    {
      text: t('appeals.email.reversed_notifier', {
        date: formatDate(input.reportedAt.toISOString(), lang, 'long'),
        decision: input.decision,
      }),
    },
    { text: t('appeals.email.reason', { reason: isolateWritten(input.reason) }) },
  ])
}

/** Art. 23: the warning before a creator with repeated upheld notices may be suspended. */
export function misuseWarningMail(input: { t: Translate; lang: Language; to: string; upheld: number; url: string }) {
  const { t, lang } = input
  return compose(lang, input.to, 'appeals.warning', t('appeals.email.warning_subject'), [
    { text: t('appeals.email.warning_text', { number: input.upheld }) },
    { text: t('appeals.email.statement_dashboard'), url: input.url },
  ])
}
