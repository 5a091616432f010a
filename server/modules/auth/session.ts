import type { FastifyReply } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'
import { ACCOUNT_HINT_COOKIE } from '../../../contract/http.ts'
import { createCache } from '../../lib/cache.ts'

export const SESSION_COOKIE = 'looktag_session'
/** Absolute lifetime of a session (token expiry, cookie max-age, `sessions.expires_at`). */
export const SESSION_DAYS = 7
/** A session unused for this long ends (sliding: every request moves it forward). */
export const SESSION_IDLE_HOURS = 72

/**
 * Where and how long the session cookie lives. The account hint (contract/http.ts, decision 0031)
 * lives alike so it ends with the session; only the session cookie is hidden from scripts.
 */
export const sessionCookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_DAYS * 86_400 })

/** Sign-in: the session cookie, and the hint, so the very next page shows the right header. */
export function setSessionCookies(reply: FastifyReply, session: { token: string; role: string }, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, session.token, { ...sessionCookieOptions(secure), httpOnly: true })
  reply.setCookie(ACCOUNT_HINT_COOKIE, session.role, sessionCookieOptions(secure))
}

/** Sign-out and account deletion: both cookies go. */
export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
  reply.clearCookie(ACCOUNT_HINT_COOKIE, { path: '/' })
}

export interface SessionClaims {
  /** User id. */
  sub: string
  /** Session id (`sessions.id`, also the JWT id): logout revokes exactly this session. */
  sid: string
  role: 'user' | 'admin'
  /** The user's token version when the token was issued; a bump (password change, block) revokes it. */
  ver: number
}

const ALGORITHM = 'HS256'
/** Verified tokens remembered per process (each a few hundred bytes). */
const VERIFIED_MAX = 10_000

/**
 * Signs and verifies session tokens (JWT, algorithm pinned, expiry checked). A token's signature
 * and claims never change, so a verified token is remembered until it expires: every signed-in
 * request verified the HMAC again (~3 % of a rendered page's CPU). Revocation does not depend on
 * this: the session row is still read on every request (auth.service.ts `authenticate`).
 */
export function createSessionTokens(secret: string, issuer: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret)
  // Kept until the token's own expiry; the oldest go first past the bound.
  const verified = createCache<SessionClaims>({ max: VERIFIED_MAX, lru: false, now: () => now().getTime() })
  return {
    async sign(claims: SessionClaims) {
      return new SignJWT({ role: claims.role, ver: claims.ver })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(claims.sid)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key)
    },
    /** The claims of a valid token, or null for anything else (bad signature, other alg, expired). */
    async verify(token: string): Promise<SessionClaims | null> {
      const at = now().getTime()
      const known = verified.get(token)
      if (known) return known
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer, currentDate: new Date(at) })
        const { sub, jti, role, ver, exp } = payload
        // Tokens without a session id predate revocable sessions: they no longer count.
        if (typeof sub !== 'string' || typeof jti !== 'string' || (role !== 'user' && role !== 'admin') || typeof ver !== 'number') {
          return null
        }
        const claims: SessionClaims = { sub, sid: jti, role, ver }
        if (typeof exp === 'number') verified.set(token, claims, exp * 1000 - at)
        return claims
      } catch {
        return null
      }
    },
  }
}

export type SessionTokens = ReturnType<typeof createSessionTokens>

/** The token from `Authorization: Bearer <t>`, a bare `Authorization: <t>`, or the session cookie. */
export function tokenFrom(authorization: string | undefined, cookie: string | undefined) {
  const header = authorization?.trim()
  if (header) return header.replace(/^Bearer\s+/i, '')
  return cookie || undefined
}
