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
 * manage link the address. The key is derived from the app secret, one per scope and purpose
 * (another module signs its own links under its own scope).
 */
export function createLinkSigner<P extends string = Purpose>(secret: () => string, scope = 'followers') {
  // Per purpose and secret in force (two purposes; a changed secret's keys go first).
  const keys = createCache<Buffer>({ max: 4 })
  const keyOf = (purpose: P) => {
    const key = secret()
    return keys.getOrLoad(`${purpose}\0${key}`, () => createHmac('sha256', key).update(`${scope}.${purpose}`).digest())
  }
  const mac = (purpose: P, value: string) => createHmac('sha256', keyOf(purpose)).update(value).digest().subarray(0, 18)
  return {
    sign(purpose: P, value: string) {
      return `${Buffer.from(value).toString('base64url')}.${mac(purpose, value).toString('base64url')}`
    },
    /** The signed value, or undefined for a token that was not made here for this purpose. */
    verify(purpose: P, token: string): string | undefined {
      const [encoded, signature] = token.split('.')
      if (!encoded || !signature) return undefined
      const value = Buffer.from(encoded, 'base64url').toString('utf8')
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(purpose, value)
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
    },
  }
}

export type LinkSigner<P extends string = Purpose> = ReturnType<typeof createLinkSigner<P>>
