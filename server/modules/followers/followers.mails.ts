import { directionOf, type Language } from '../../../contract/language.ts'
import type { Translate } from '../../i18n.ts'
import type { MailMessage } from '../../ports/email/index.ts'

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The frame every follower mail shares: language and direction on the document and the body's table. */
function page(lang: Language, title: string, body: string) {
  const dir = directionOf(lang)
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;text-align:${dir === 'rtl' ? 'right' : 'left'}"><tr><td style="padding:24px">
${body}
</td></tr></table></td></tr></table></body></html>`
}

/**
 * The plain-text part: a text part has no `dir`, and clients take a line's direction from its first
 * letter, so in a right-to-left language every line starts with a right-to-left mark (U+200F).
 */
function plain(lang: Language, lines: string[]) {
  const mark = directionOf(lang) === 'rtl' ? '\u200f' : ''
  return lines
    .flatMap((entry) => entry.split('\n'))
    .map((line) => (line && mark ? `${mark}${line}` : line))
    .join('\n')
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${html(href)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">${html(label)}</a></p>`

const small = (html: string) => `<p style="margin:24px 0 0;font-size:12px;color:#71717a">${html}</p>`
const link = (href: string, label: string) => `<a href="${html(href)}" style="color:#52525b">${html(label)}</a>`

/** RFC 8058: mail clients offer "unsubscribe" and POST to the link, with no page in between. */
const oneClick = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

/**
 * The double opt-in mail: nothing else goes to the address until this link is used. Its one-click
 * unsubscribe withdraws the request, so a mail client can stop it like any follower mail.
 */
export function confirmMail(input: {
  t: Translate
  lang: Language
  to: string
  creator: string
  confirmUrl: string
  manageUrl: string
  oneClickUrl: string
  days: number
}): MailMessage {
  const { t, lang, creator } = input
  const subject = t('followers.email.confirm_subject', { creator })
  const lines = {
    intro: t('followers.email.confirm_intro', { creator }),
    action: t('followers.email.confirm_action'),
    expiry: t('followers.email.confirm_expiry', { days: input.days }),
    ignore: t('followers.email.confirm_ignore'),
    manage: t('followers.email.manage'),
  }
  return {
    to: input.to,
    kind: 'followers.confirm',
    subject,
    text: plain(lang, [
      lines.intro,
      '',
      `${lines.action}: ${input.confirmUrl}`,
      '',
      lines.expiry,
      lines.ignore,
      '',
      `${lines.manage}: ${input.manageUrl}`,
    ]),
    html: page(
      lang,
      subject,
      `<h1 style="font-size:20px;margin:0 0 12px">${html(subject)}</h1><p>${html(lines.intro)}</p>${button(input.confirmUrl, lines.action)}${small(`${html(lines.expiry)} ${html(lines.ignore)}<br>${link(input.manageUrl, lines.manage)}`)}`,
    ),
    headers: oneClick(input.oneClickUrl),
  }
}

export interface DigestLook {
  photoUrl: string
  description: string
  pageUrl: string
  /** Tag links through the tracked redirect (/go/{tagId}). */
  tagUrls: string[]
}

/** New looks of one creator, for one follower, with a one-click unsubscribe (RFC 8058). */
export function digestMail(input: {
  t: Translate
  lang: Language
  to: string
  creator: string
  creatorUrl: string
  looks: DigestLook[]
  unsubscribeUrl: string
  oneClickUrl: string
  manageUrl: string
}): MailMessage {
  const { t, lang, creator, looks } = input
  const subject =
    looks.length === 1
      ? t('followers.email.digest_subject_one', { creator })
      : t('followers.email.digest_subject_many', { creator, count: looks.length })
  const shop = t('followers.email.shop_link')
  const view = t('followers.email.view_look')
  const footer = {
    why: t('followers.email.footer_why', { creator }),
    unsubscribe: t('followers.email.unsubscribe'),
    manage: t('followers.email.manage'),
  }
  const textLooks = looks.map((look, i) =>
    [`${i + 1}. ${look.description}`, `   ${view}: ${look.pageUrl}`, ...look.tagUrls.map((url, n) => `   ${shop} ${n + 1}: ${url}`)].join(
      '\n',
    ),
  )
  const htmlLooks = looks
    .map(
      (
        look,
      ) => `<div style="margin:0 0 24px"><a href="${html(look.pageUrl)}"><img src="${html(look.photoUrl)}" alt="${html(look.description)}" width="512" style="display:block;width:100%;max-width:512px;height:auto;border-radius:8px;border:0"></a>
<p style="margin:8px 0">${html(look.description)}</p>${look.tagUrls.map((url, n) => `<a href="${html(url)}" style="display:inline-block;margin:0 0 4px;margin-inline-end:8px;color:#18181b;font-weight:bold">${html(shop)} ${n + 1}</a>`).join(' ')}</div>`,
    )
    .join('\n')
  return {
    to: input.to,
    kind: 'followers.digest',
    subject,
    text: plain(lang, [
      subject,
      '',
      ...textLooks,
      '',
      `${input.creatorUrl}`,
      '',
      footer.why,
      `${footer.unsubscribe}: ${input.unsubscribeUrl}`,
      `${footer.manage}: ${input.manageUrl}`,
    ]),
    html: page(
      lang,
      subject,
      `<h1 style="font-size:20px;margin:0 0 16px">${html(subject)}</h1>${htmlLooks}${button(input.creatorUrl, t('followers.email.visit_page', { creator }))}${small(`${html(footer.why)}<br>${link(input.unsubscribeUrl, footer.unsubscribe)} · ${link(input.manageUrl, footer.manage)}`)}`,
    ),
    headers: oneClick(input.oneClickUrl),
  }
}
