import { afterEach, describe, expect, it } from 'vitest'
import { addDays, calendarDay, isExpired, utcToday } from './dates.ts'
import { ImageUploadFields } from './images.ts'

const originalTz = process.env.TZ

describe('expiry decided in UTC', () => {
  afterEach(() => {
    process.env.TZ = originalTz
  })

  // 11:00 UTC on 10 March: already 11 March in Kiritimati (UTC+14), still 9 March in UTC-12.
  const instant = new Date('2026-03-10T11:00:00Z')

  for (const [zone, label] of [
    ['Pacific/Kiritimati', 'UTC+14'],
    ['Etc/GMT+12', 'UTC-12'],
  ] as const) {
    it(`gives a visitor in ${label} the server's answer, not their local date's`, () => {
      process.env.TZ = zone
      // The zone really applies: the visitor's wall clock shows another day than UTC.
      expect(instant.getDate()).not.toBe(10)
      expect(utcToday(instant)).toBe('2026-03-10')
      expect(isExpired('2026-03-10', instant)).toBe(false)
      expect(isExpired('2026-03-09', instant)).toBe(true)
      expect(isExpired('2026-03-11T00:00:00.000Z', instant)).toBe(false)
    })
  }

  it('counts days across month and year ends', () => {
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('calendarDay', () => {
  it('reads real days and refuses impossible ones without throwing', () => {
    expect(calendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z')
    for (const value of ['2023-02-29', '9999-99-99', '0000-00-00', '2026-00-10', '2026-1-1', '', '2026-01-01T00:00:00Z']) {
      expect(calendarDay(value)).toBeNull()
    }
  })

  it('makes an impossible expiry date a field error (it threw, a 500 on upload and publish)', () => {
    for (const expiry_date of ['9999-99-99', '0000-00-00']) {
      const result = ImageUploadFields.safeParse({ category: 'clothes', expiry_date })
      expect(result.error?.issues[0]).toMatchObject({ path: ['expiry_date'], message: 'images.expiry_invalid' })
    }
  })
})
