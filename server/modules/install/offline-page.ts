import type { Language } from '../../../contract/language.ts'
import type { Translate } from '../../i18n.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The page shown when the app is opened without a connection: one self-contained document (no
 * stylesheet or script of a release, which may be gone by the time it is shown) that names no
 * account. Inline style attributes only (the CSP allows them; a style element would need a nonce).
 */
export function offlinePage(lang: Language, t: Translate, brandColor: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const title = escapeHtml(t('install.offline.title'))
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="theme-color" content="${escapeHtml(brandColor)}"><title>${title}</title></head>
<body style="margin:0;min-height:100dvh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff;color:#18181b">
<main style="max-width:28rem;padding:1.5rem;text-align:center">
<h1 style="font-size:1.5rem;margin:0 0 .75rem">${title}</h1>
<p style="margin:0 0 1.5rem;line-height:1.5;color:#52525b">${escapeHtml(t('install.offline.text'))}</p>
<a href="/dashboard" style="display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:${escapeHtml(brandColor)};color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t('install.offline.retry'))}</a>
</main>
</body>
</html>
`
}
