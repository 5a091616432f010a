import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import type { AuthRepository } from './auth.repository.ts'
import { ATTEMPT_LIMITS, createLoginThrottle, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './login-throttle.ts'

/**
 * A repository that reports fixed counts: `total` failures on the account, `fromClient` of them
 * from this client, which signed in to the account before when `known`.
 */
const counting = (total: number, fromClient: number, known = false) =>
  ({
    lockSubject: async () => undefined,
    countAttempts: async () => ({ total, fromClient }),
    recordAttempt: async () => 'attempt-id',
    isKnownClient: async () => known,
  }) as unknown as AuthRepository

/** A database whose transactions run on the same fake. */
const db = { transaction: (work: (tx: unknown) => unknown) => work({}) } as unknown as Database

const check = (total: number, fromClient: number, options: { kind?: 'login' | 'reset'; known?: boolean; signedIn?: boolean } = {}) =>
  createLoginThrottle({ db, repo: counting(total, fromClient, options.known), now: () => new Date() }).admit(
    options.kind ?? 'login',
    'owner@example.com',
    '192.0.2.1',
    { signedIn: options.signedIn },
  )

const admitted = (delayMs: number, more: { locksClient?: boolean; capsAccount?: boolean } = {}) => ({
  refused: null,
  attempt: 'attempt-id',
  delayMs,
  locksClient: false,
  capsAccount: false,
  ...more,
})

describe('login throttle', () => {
  it('slows an account failing from many clients down before refusing anyone', async () => {
    expect(await check(ATTEMPT_LIMITS.login.slowAfter - 1, 0)).toEqual(admitted(0))
    expect(await check(ATTEMPT_LIMITS.login.slowAfter, 0)).toEqual(admitted(SLOWDOWN_STEP_MS))
    expect(await check(10_000, 0, { known: true })).toMatchObject({ delayMs: SLOWDOWN_MAX_MS })
  })

  it('locks out the client that failed too often on this account, and says which attempt does it', async () => {
    expect((await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient)).refused).toBe('locked')
    const last = await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient - 1)
    expect(last).toMatchObject({ refused: null, locksClient: true })
  })

  it('caps an account failing from many clients, except for clients that signed in to it and the signed-in holder', async () => {
    expect(await check(ATTEMPT_LIMITS.login.perAccount - 1, 0)).toMatchObject({ refused: null, capsAccount: true })
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0)).refused).toBe('accountCapped')
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0, { known: true })).refused).toBeNull()
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0, { signedIn: true })).refused).toBeNull()
  })

  it('caps reset requests per account as well, since each one mails the owner, except from the owner’s devices', async () => {
    expect((await check(ATTEMPT_LIMITS.reset.perAccount, 0, { kind: 'reset' })).refused).toBe('accountCapped')
    // The owner's own devices can always ask for a reset mail.
    expect((await check(ATTEMPT_LIMITS.reset.perAccount, 0, { kind: 'reset', known: true })).refused).toBeNull()
    expect((await check(ATTEMPT_LIMITS.reset.perAccount - 2, 0, { kind: 'reset' })).refused).toBeNull()
  })
})
