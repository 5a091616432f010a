import { jwtVerify, SignJWT } from 'jose'

export const SESSION_COOKIE = 'looktag_session'
export const SESSION_DAYS = 7

export interface SessionClaims {
  /** User id. */
  sub: string
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
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key)
    },
    /** The claims of a valid token, or null for anything else (bad signature, other alg, expired). */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer })
        if (typeof payload.sub !== 'string' || (payload.role !== 'user' && payload.role !== 'admin') || typeof payload.ver !== 'number') {
          return null
        }
        return { sub: payload.sub, role: payload.role, ver: payload.ver }
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
