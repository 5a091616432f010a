import type { FastifyReply, FastifyRequest } from 'fastify'
import { FOLLOW_REQUESTS_PER_ADDRESS_MINUTE } from '../../contract/followers.ts'
import { LANGUAGE_COOKIE } from '../../contract/language.ts'
import { REPORT_CONFIRMS_PER_CLIENT_MINUTE, REPORTS_PER_CLIENT_MINUTE } from '../../contract/moderation.ts'
import type { FormPost } from '../../web/context.ts'
import { AppError } from '../errors.ts'
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from '../modules/auth/session.ts'
import { knownErrorAnswer } from './errors.ts'
import { DEFAULT_RATE_LIMIT_MAX, strictLimit } from './security.ts'

/**
 * Form posts to route actions per client address and minute (stated for the default global limit),
 * the same as the API route each page's form stands in for; other pages (a creator's follow form
 * at /<username>, sign-out) take the strictest of them.
 */
const PER_MINUTE: Record<string, number> = {
  '/login': 20,
  '/register': 10,
  '/request-reset': 5,
  '/reset-password': 10,
  '/contact': 5,
  '/logout': 20,
  // A notice (POST /api/reports) and its confirm link (POST /api/reports/confirm/:token).
  '/report': REPORTS_PER_CLIENT_MINUTE,
  '/report/confirm': REPORT_CONFIRMS_PER_CLIENT_MINUTE,
  // The dashboard's and the profile's forms stand in for API routes under the global limit.
  '/dashboard': DEFAULT_RATE_LIMIT_MAX,
  '/profile': DEFAULT_RATE_LIMIT_MAX,
}
const OTHER_PAGES_PER_MINUTE = FOLLOW_REQUESTS_PER_ADDRESS_MINUTE
/** A storefront's cart page (decision 0084): adding, changing and checking out, as often as the checkout API. */
const CART_PAGE = /^\/[^/]+\/cart$/
const CART_POSTS_PER_MINUTE = 30

/** Pages with a token in the address: one counter for all of them, not one per token. */
const TOKEN_PAGES = /^\/(reset-password|report\/confirm)\/[^/]+$/

/** The page a post goes to: a client navigation's data request (`/login.data`) counts as the page. */
export function pagePath(req: FastifyRequest) {
  const path = req.url.split('?')[0] as string
  const page = path.endsWith('.data') ? path.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : path
  return TOKEN_PAGES.test(page) ? page.slice(0, page.lastIndexOf('/')) : page
}

/** The per-route rate limit of `POST /*` (web.ts): one counter per address and page. */
export function formPostLimit(config: { rateLimitMax: number }) {
  return {
    keyGenerator: (req: FastifyRequest) => `form|${req.ip}|${pagePath(req)}`,
    max: (req: FastifyRequest) => {
      const page = pagePath(req)
      return strictLimit(config, PER_MINUTE[page] ?? (CART_PAGE.test(page) ? CART_POSTS_PER_MINUTE : OTHER_PAGES_PER_MINUTE)).max
    },
    timeWindow: '1 minute',
  }
}

/**
 * The body React Router's action reads: the urlencoded fields @fastify/formbody parsed (a plain
 * form, or a `<Form>` sent by script). Anything else (multipart, JSON) has no page that takes it.
 */
export function formBody(req: FastifyRequest): URLSearchParams {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const fields = new URLSearchParams()
  for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, string | string[]>))
    for (const one of [value].flat()) fields.append(name, String(one))
  return fields
}

/** The request's side of a route action (web/context.ts FormPost). */
export function formPost(req: FastifyRequest, reply: FastifyReply, secure: boolean): FormPost {
  return {
    ip: req.ip,
    sessionToken: req.cookies[SESSION_COOKIE] || null,
    namedLanguage: Boolean(req.cookies[LANGUAGE_COOKIE] || req.headers['accept-language']),
    chosenLanguage: Boolean(req.cookies[LANGUAGE_COOKIE]),
    startSession: (session) => setSessionCookies(reply, session, secure),
    endSession: () => clearSessionCookies(reply),
    refusal: (code, details) => new AppError(code, details),
    failure: (error) => {
      const known = knownErrorAnswer(req.t, error)
      if (!known) return null
      const { status, body } = known
      const fieldErrors: Record<string, string> = {}
      for (const detail of 'details' in body ? (body.details ?? []) : []) fieldErrors[detail.field] ??= detail.message
      return { status, error: body.error, code: body.code, fieldErrors }
    },
  }
}
