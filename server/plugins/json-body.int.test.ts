import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { findUnstorableText } from './input-text.ts'
import { JSON_BODY_LIMIT, JSON_MAX_CONTAINERS, JSON_MAX_DEPTH, jsonShapeProblem } from './json-body.ts'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('jsonShapeProblem', () => {
  const deeperThan3 = (text: string) => jsonShapeProblem(text, 3, 100) === 'deep'
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(deeperThan3(nested(3))).toBe(false)
    expect(deeperThan3(nested(4))).toBe(true)
    expect(deeperThan3('{"a":{"b":[1]}}')).toBe(false)
    expect(deeperThan3('{"a":{"b":[[1]]}}')).toBe(true)
    expect(deeperThan3(`{"a":"${'['.repeat(50)}"}`)).toBe(false)
    // An escaped quote does not end the string.
    expect(deeperThan3(`{"a":"\\"${'{'.repeat(50)}"}`)).toBe(false)
    expect(deeperThan3(`["\\\\",${nested(5)}]`)).toBe(true)
  })

  it('counts every array and object, however shallow', () => {
    const flat = (n: number) => `[${Array(n).fill('{}').join(',')}]`
    expect(jsonShapeProblem(flat(99), 3, 100)).toBeUndefined()
    expect(jsonShapeProblem(flat(100), 3, 100)).toBe('complex')
    expect(jsonShapeProblem(`["${'{}'.repeat(500)}"]`, 3, 100)).toBeUndefined()
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

  it('refuses bodies of more arrays and objects than the limit with a translated 400', async () => {
    const many = `[${Array(JSON_MAX_CONTAINERS).fill('[0]').join(',')}]`
    const res = await post(many, { 'accept-language': 'ar' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_COMPLEX', error: 'يحتوي الطلب على أجزاء كثيرة جدًا ولا يمكن قراءته.' })
    // A 50-line cart, the largest form, is far below it.
    const cart = JSON.stringify({ cart: Array.from({ length: 50 }, (_, i) => ({ id: String(i), quantity: 1 })) })
    expect(jsonShapeProblem(cart, JSON_MAX_DEPTH, JSON_MAX_CONTAINERS)).toBeUndefined()
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
