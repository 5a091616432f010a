import { describe, expect, it } from 'vitest'
import type { Executor } from '../../db/client.ts'
import type { AuthRepository } from './auth.repository.ts'
import { ATTEMPT_LIMITS, createLoginThrottle, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './login-throttle.ts'

/** A repository that reports fixed counts: `total` failures on the account, `fromClient` of them from this client. */
const counting = (total: number, fromClient: number) =>
  ({ countAttempts: async () => ({ total, fromClient }), recordAttempt: async () => undefined }) as unknown as AuthRepository

const check = (total: number, fromClient: number, kind: 'login' | 'reset' = 'login') =>
  createLoginThrottle({ db: {} as Executor, repo: counting(total, fromClient), now: () => new Date() }).check(
    kind,
    'owner@example.com',
    '192.0.2.1',
  )

describe('login throttle', () => {
  it('slows an account failing from many clients down, but never refuses a client that has not failed', async () => {
    expect(await check(ATTEMPT_LIMITS.login.slowAfter - 1, 0)).toEqual({ locked: false, delayMs: 0 })
    expect(await check(ATTEMPT_LIMITS.login.slowAfter, 0)).toEqual({ locked: false, delayMs: SLOWDOWN_STEP_MS })
    expect(await check(10_000, 0)).toEqual({ locked: false, delayMs: SLOWDOWN_MAX_MS })
  })

  it('locks out the client that failed too often on this account', async () => {
    expect((await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient)).locked).toBe(true)
    expect((await check(ATTEMPT_LIMITS.login.perClient, ATTEMPT_LIMITS.login.perClient - 1)).locked).toBe(false)
  })

  it('caps reset requests per account as well, since each one mails the owner', async () => {
    expect((await check(ATTEMPT_LIMITS.reset.perAccount, 0, 'reset')).locked).toBe(true)
    expect(await check(ATTEMPT_LIMITS.reset.perAccount - 1, 0, 'reset')).toEqual({ locked: false, delayMs: 0 })
  })
})
