import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { findUnstorableText } from './input-text.ts'
import { JSON_BODY_LIMIT, JSON_MAX_DEPTH, jsonNestsDeeperThan } from './json-body.ts'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false)
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true)
    expect(jsonNestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false)
    expect(jsonNestsDeeperThan('{"a":{"b":[[1]]}}', 3)).toBe(true)
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(50)}"}`, 3)).toBe(false)
    // An escaped quote does not end the string.
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(50)}"}`, 3)).toBe(false)
    expect(jsonNestsDeeperThan(`["\\\\",${nested(5)}]`, 3)).toBe(true)
  })
})

describe('findUnstorableText', () => {
  it('walks any depth without recursion', () => {
    let deep: unknown = 'a\u0000b'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(findUnstorableText(deep)).toBe(Array(200_000).fill('0').join('.'))
  })

  it('names the first bad field in reading order', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: 'x\u0000', d: 'y\u0000' }, e: 'z\u0000' })).toBe('b.c')
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toBe('a.k\u0000')
    expect(findUnstorableText('\u0000')).toBe('body')
    expect(findUnstorableText({ a: ['ok', 1, null, { b: true }] })).toBeUndefined()
  })
})

/** Hostile JSON is measured before it is parsed: too deep is a 400 in the request's language, too big a 413. */
describe('JSON bodies', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t?.close())

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/consent', payload, headers: { 'content-type': 'application/json', ...headers } })

  it('refuses bodies nested deeper than the limit with a translated 400', async () => {
    for (const body of [nested(8000), nested(JSON_MAX_DEPTH + 1), `{"next":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`]) {
      const res = await post(body, { 'accept-language': 'de' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'BODY_TOO_DEEP',
        error: 'Die Anfrage ist zu tief verschachtelt und kann nicht gelesen werden.',
      })
    }
  })

  it('reads bodies up to the limit as before', async () => {
    const res = await post(nested(JSON_MAX_DEPTH))
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect((await post(JSON.stringify({ next: '/about' }))).statusCode).toBe(303)
  })

  it('refuses bodies over the size limit with 413', async () => {
    const res = await post(JSON.stringify({ next: 'a'.repeat(JSON_BODY_LIMIT) }))
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('still refuses prototype poisoning', async () => {
    const res = await post('{"__proto__":{"admin":true}}')
    expect(res.statusCode).toBe(400)
  })
})
