import { describe, expect, it } from 'vitest'
import { createSessionTokens, SESSION_DAYS } from './session.ts'

const SECRET = 's'.repeat(40)
const claims = { sub: 'user-1', sid: 'session-1', role: 'user' as const, ver: 3 }

describe('session tokens', () => {
  it('verifies a token again and again with the same claims', async () => {
    const tokens = createSessionTokens(SECRET, 'https://looktag.example')
    const token = await tokens.sign(claims)
    expect(await tokens.verify(token)).toEqual(claims)
    expect(await tokens.verify(token)).toEqual(claims)
  })

  it('refuses a token once it expired, also after it was verified before', async () => {
    let time = Date.now()
    const tokens = createSessionTokens(SECRET, 'https://looktag.example', () => new Date(time))
    const token = await tokens.sign(claims)
    expect(await tokens.verify(token)).toEqual(claims)
    time += (SESSION_DAYS + 1) * 86_400_000
    expect(await tokens.verify(token)).toBeNull()
    expect(await tokens.verify(token)).toBeNull()
  })

  it('refuses tampered tokens and tokens of another secret or issuer', async () => {
    const tokens = createSessionTokens(SECRET, 'https://looktag.example')
    const token = await tokens.sign(claims)
    expect(await tokens.verify(token)).toEqual(claims)
    const [header, payload, signature] = token.split('.')
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}xx`)).toBeNull()
    expect(await createSessionTokens('t'.repeat(40), 'https://looktag.example').verify(token)).toBeNull()
    expect(await createSessionTokens(SECRET, 'https://other.example').verify(token)).toBeNull()
  })
})
