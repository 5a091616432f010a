import { z } from 'zod'
import { MAX_URL_LENGTH } from './limits.ts'

/**
 * The URL as an absolute http(s) address, normalized as browsers read it, or null. Pages render
 * user-supplied links only through this, so `javascript:`, `data:`, `vbscript:` and relative URLs
 * never reach an `href`. Credentials are refused: `https://good.example@evil.example` goes to
 * evil.example while it reads like good.example.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return null
  // The URL parser would resolve these against nothing or silently drop them; refuse instead.
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed) || hasControlCharacter(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null
  if (url.username || url.password) return null
  return url.href
}

/**
 * A required http(s) URL field, trimmed, at most MAX_URL_LENGTH, given back normalized (safeHttpUrl):
 * what is stored and shown is where the link goes (`http://evil.example\\@good.example` is kept as
 * `http://evil.example/@good.example`). Messages are catalog keys so the form and the API say the same thing.
 */
export function httpUrl(messages: { required: string; invalid: string }) {
  return (
    z
      .string(messages.required)
      .trim()
      // abort: one clear message per field, not "too long" and "invalid" at once.
      .min(1, { message: messages.required, abort: true })
      .max(MAX_URL_LENGTH, { message: 'validation.too_long', abort: true })
      .refine((value) => safeHttpUrl(value) !== null, messages.invalid)
      .transform((value) => safeHttpUrl(value) as string)
  )
}

function hasControlCharacter(value: string) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
