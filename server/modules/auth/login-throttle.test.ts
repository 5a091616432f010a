import { describe, expect, it } from 'vitest'
import type { Executor } from '../../db/client.ts'
import type { AuthRepository } from './auth.repository.ts'
import { ATTEMPT_LIMITS, createLoginThrottle, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './login-throttle.ts'

/**
 * A repository that reports fixed counts: `total` failures on the account, `fromClient` of them
 * from this client, which signed in to the account before when `known`.
 */
const counting = (total: number, fromClient: number, known = false) =>
  ({
    countAttempts: async () => ({ total, fromClient }),
    recordAttempt: async () => undefined,
    isKnownClient: async () => known,
  }) as unknown as AuthRepository

const check = (total: number, fromClient: number, options: { kind?: 'login' | 'reset'; known?: boolean; signedIn?: boolean } = {}) =>
  createLoginThrottle({ db: {} as Executor, repo: counting(total, fromClient, options.known), now: () => new Date() }).check(
    options.kind ?? 'login',
    'owner@example.com',
    '192.0.2.1',
    { signedIn: options.signedIn },
  )

describe('login throttle', () => {
  it('slows an account failing from many clients down before refusing anyone', async () => {
    expect(await check(ATTEMPT_LIMITS.login.slowAfter - 1, 0)).toEqual({ locked: false, accountCapped: false, delayMs: 0 })
    expect(await check(ATTEMPT_LIMITS.login.slowAfter, 0)).toEqual({ locked: false, accountCapped: false, delayMs: SLOWDOWN_STEP_MS })
    expect((await check(10_000, 0)).delayMs).toBe(SLOWDOWN_MAX_MS)
  })

  it('locks out the client that failed too often on this account', async () => {
    expect((await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient)).locked).toBe(true)
    expect((await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient - 1)).locked).toBe(false)
  })

  it('caps an account failing from many clients, except for clients that signed in to it and the signed-in holder', async () => {
    expect((await check(ATTEMPT_LIMITS.login.perAccount - 1, 0)).accountCapped).toBe(false)
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0)).accountCapped).toBe(true)
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0, { known: true })).accountCapped).toBe(false)
    expect((await check(ATTEMPT_LIMITS.login.perAccount, 0, { signedIn: true })).accountCapped).toBe(false)
  })

  it('caps reset requests per account as well, since each one mails the owner, except from the owner’s devices', async () => {
    expect((await check(ATTEMPT_LIMITS.reset.perAccount, 0, { kind: 'reset' })).accountCapped).toBe(true)
    // The owner's own devices can always ask for a reset mail.
    expect((await check(ATTEMPT_LIMITS.reset.perAccount, 0, { kind: 'reset', known: true })).accountCapped).toBe(false)
    expect(await check(ATTEMPT_LIMITS.reset.perAccount - 1, 0, { kind: 'reset' })).toEqual({
      locked: false,
      accountCapped: false,
      delayMs: 0,
    })
  })
})
