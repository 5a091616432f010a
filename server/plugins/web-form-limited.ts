import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { directionOf } from '../../contract/language.ts'
import { AppError } from '../errors.ts'

/**
 * A post the browser sends as a page load (a plain form, with the script off or not yet running),
 * not the script's fetch of `/page.data`, which reads the API's JSON.
 */
export function isPlainFormPost(req: FastifyRequest) {
  if (req.method !== 'POST') return false
  const path = req.url.split('?')[0] as string
  if (path.endsWith('.data') || path.startsWith('/api/')) return false
  const mode = req.headers['sec-fetch-mode']
  return mode ? mode === 'navigate' : String(req.headers.accept ?? '').includes('text/html')
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/**
 * The form-post route's error handler (web.ts, beside web-form-post.ts): a plain form post over its rate limit gets a small
 * page in the visitor's language with a way back, not the API's JSON shown raw; everything else,
 * and every fetch, goes on to the one error handler (errors.ts).
 */
export function formPostErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const limited = error instanceof AppError ? error.code === 'RATE_LIMITED' : error.statusCode === 429
  if (!limited || !isPlainFormPost(req)) throw error
  const text = escapeHtml(req.t('errors.rate_limited'))
  const back = escapeHtml(req.url.split('?')[0] as string)
  const html = `<!doctype html><html lang="${req.lang}" dir="${directionOf(req.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head><body><main><h1>${text}</h1><p><a href="${back}">${escapeHtml(req.t('errors.retry'))}</a></p></main></body></html>`
  return reply.code(429).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}
