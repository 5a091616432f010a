import { describe, expect, it } from 'vitest'
import { gridSizes } from './grid-sizes.ts'

describe('gridSizes', () => {
  it('gives a phone the column width inside the page padding, at most 360 px, so a 412 px phone takes the 640 px variant', () => {
    expect(gridSizes({ sm: 2, gapRem: 2 })).toMatch(/, min\(calc\(100vw - 2rem\), 22\.5rem\)$/)
  })

  it('divides the row by the columns of each breakpoint, minus the gaps', () => {
    expect(gridSizes({ sm: 2, lg: 3, gapRem: 1.25 })).toBe(
      '(min-width: 1152px) 22.5rem, (min-width: 1024px) calc((100vw - 4.5rem) / 3), (min-width: 640px) calc((100vw - 3.25rem) / 2), min(calc(100vw - 2rem), 22.5rem)',
    )
  })

  it('divides a phone row too when the grid has several columns there', () => {
    expect(gridSizes({ base: 2, sm: 2, gapRem: 0.75 })).toMatch(/, min\(calc\(\(100vw - 2\.75rem\) \/ 2\), 22\.5rem\)$/)
  })

  it('stops growing at the container width', () => {
    expect(gridSizes({ sm: 2, lg: 4, gapRem: 1.25, maxRem: 80 })).toMatch(/^\(min-width: 1280px\) 18\.56rem, /)
  })
})
