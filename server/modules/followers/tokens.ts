import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createCache } from '../../lib/cache.ts'

/** A fresh confirm token (sent once by mail) and the hash that is stored. */
export function newConfirmToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

type Purpose = 'unsubscribe' | 'manage'

/**
 * Signed links that need no stored state: an unsubscribe link carries the follower's id, the
 * manage link the address. The key is derived from the app secret, one per purpose.
 */
export function createLinkSigner(secret: () => string) {
  // Per purpose and secret in force (two purposes; a changed secret's keys go first).
  const keys = createCache<Buffer>({ max: 4 })
  const keyOf = (purpose: Purpose) => {
    const key = secret()
    return keys.getOrLoad(`${purpose}\0${key}`, () => createHmac('sha256', key).update(`followers.${purpose}`).digest())
  }
  const mac = (purpose: Purpose, value: string) => createHmac('sha256', keyOf(purpose)).update(value).digest().subarray(0, 18)
  return {
    sign(purpose: Purpose, value: string) {
      return `${Buffer.from(value).toString('base64url')}.${mac(purpose, value).toString('base64url')}`
    },
    /** The signed value, or undefined for a token that was not made here for this purpose. */
    verify(purpose: Purpose, token: string): string | undefined {
      const [encoded, signature] = token.split('.')
      if (!encoded || !signature) return undefined
      const value = Buffer.from(encoded, 'base64url').toString('utf8')
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(purpose, value)
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
    },
  }
}

export type LinkSigner = ReturnType<typeof createLinkSigner>
