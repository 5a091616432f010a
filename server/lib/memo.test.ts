import { describe, expect, it } from 'vitest'
import { memoize } from './memo.ts'

describe('memoize', () => {
  it('computes each input once and forgets everything past its bound', () => {
    const calls: string[] = []
    const upper = memoize((input) => {
      calls.push(input)
      return input.toUpperCase()
    }, 2)
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A'])
    expect(calls).toEqual(['a', 'b'])
    upper('c') // third input: the remembered two are dropped
    upper('a')
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
  })
})
