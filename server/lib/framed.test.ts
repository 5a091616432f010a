import { describe, expect, it } from 'vitest'
import { framed } from './framed.ts'

describe('framed', () => {
  it('draws every line inside one frame as wide as the longest', () => {
    expect(framed('Demo accounts', ['admin@looktag.local', 'password: abc'])).toBe(
      [
        '┌─────────────────────┐',
        '│ Demo accounts       │',
        '├─────────────────────┤',
        '│ admin@looktag.local │',
        '│ password: abc       │',
        '└─────────────────────┘',
        '',
      ].join('\n'),
    )
  })
})
