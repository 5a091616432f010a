import { jwtVerify, SignJWT } from 'jose'

export const SESSION_COOKIE = 'looktag_session'
/** Absolute lifetime of a session (token expiry, cookie max-age, `sessions.expires_at`). */
export const SESSION_DAYS = 7
/** A session unused for this long ends (sliding: every request moves it forward). */
export const SESSION_IDLE_HOURS = 72

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

/** Signs and verifies session tokens (JWT, algorithm pinned, expiry checked). */
export function createSessionTokens(secret: string, issuer: string) {
  const key = new TextEncoder().encode(secret)
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer })
        const { sub, jti, role, ver } = payload
        // Tokens without a session id predate revocable sessions: they no longer count.
        if (typeof sub !== 'string' || typeof jti !== 'string' || (role !== 'user' && role !== 'admin') || typeof ver !== 'number') {
          return null
        }
        return { sub, sid: jti, role, ver }
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
