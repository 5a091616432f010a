import { describe, expect, it } from 'vitest'
import { monthCover } from './month-cover.ts'

describe('month cover', () => {
  it('reads a range inside one month from the daily rows only', () => {
    expect(monthCover({ from: '2026-11-18', to: '2026-11-24' })).toEqual({
      months: null,
      add: [{ from: '2026-11-18', to: '2026-11-24' }],
      subtract: [],
    })
  })

  it('reads 90 days ending today as whole months, adding a short head and subtracting the rest of this month', () => {
    expect(monthCover({ from: '2026-08-27', to: '2026-11-24' })).toEqual({
      months: { from: '2026-09-01', to: '2026-11-01' },
      add: [{ from: '2026-08-27', to: '2026-08-31' }],
      subtract: [{ from: '2026-11-25', to: '2026-11-30' }],
    })
  })

  it('subtracts a short head and adds a short tail, and leaves whole months alone', () => {
    expect(monthCover({ from: '2026-04-11', to: '2026-05-10' })).toEqual({
      months: { from: '2026-04-01', to: '2026-04-01' },
      add: [{ from: '2026-05-01', to: '2026-05-10' }],
      subtract: [{ from: '2026-04-01', to: '2026-04-10' }],
    })
    expect(monthCover({ from: '2026-01-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      add: [],
      subtract: [],
    })
  })

  it('needs no months when two short edges meet', () => {
    expect(monthCover({ from: '2026-01-25', to: '2026-02-03' })).toEqual({
      months: null,
      add: [
        { from: '2026-01-25', to: '2026-01-31' },
        { from: '2026-02-01', to: '2026-02-03' },
      ],
      subtract: [],
    })
  })
})
