import { describe, expect, it } from 'vitest'
import { Birthdate, birthdateRange, couldBeUsername, isUsernameAllowed, ProfileUpdate } from './auth.ts'

const isoYearsAgo = (years: number, days = 0) => {
  const now = new Date()
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
  return day.toISOString().slice(0, 10)
}
const messageOf = (value: string) => Birthdate.safeParse(value).error?.issues[0]?.message

describe('birthdates', () => {
  it('allows ages 13 to 120, both included', () => {
    const range = birthdateRange(new Date('2026-06-15T12:00:00Z'))
    expect(range).toEqual({ max: '2013-06-15', min: '1905-06-16' })
  })

  it('moves a 29 February today to 28 February in the bounds', () => {
    expect(birthdateRange(new Date('2028-02-29T00:00:00Z'))).toEqual({ max: '2015-02-28', min: '1907-03-01' })
  })

  it('refuses the dates the review found accepted, each with its own message', () => {
    expect(messageOf('2020-01-01')).toBe('auth.birthdate_too_young')
    expect(messageOf('1800-01-01')).toBe('auth.birthdate_too_old')
  })

  it('accepts the day someone turns 13 and refuses the day before', () => {
    if (isoYearsAgo(13).slice(5) === '02-29') return // no such day 13 years ago: covered above
    expect(Birthdate.safeParse(isoYearsAgo(13)).success).toBe(true)
    expect(messageOf(isoYearsAgo(13, 1))).toBe('auth.birthdate_too_young')
  })

  it('refuses days that do not exist and dates in the future', () => {
    expect(messageOf('2001-02-31')).toBe('auth.birthdate_invalid')
    expect(messageOf(isoYearsAgo(-1))).toBe('auth.birthdate_invalid')
    expect(messageOf('1.1.2000')).toBe('auth.birthdate_required')
  })
})

describe('profile updates', () => {
  it('leaves out what is not sent and clears what is sent empty', () => {
    expect(ProfileUpdate.parse({ pageName: 'Page' })).toEqual({ pageName: 'Page' })
    expect(ProfileUpdate.parse({ country: '', gender: '', birthdate: '', introduction: null })).toEqual({
      country: null,
      gender: null,
      birthdate: null,
      introduction: null,
    })
  })

  it('does not let the username or page name be cleared', () => {
    expect(ProfileUpdate.safeParse({ pageName: ' ' }).success).toBe(false)
    expect(ProfileUpdate.safeParse({ username: '' }).success).toBe(false)
  })
})

describe('usernames and paths', () => {
  it('tells names that could be an account from file and script paths', () => {
    for (const name of ['mila', 'mila.style', 'Jo_Anne-22']) expect(couldBeUsername(name)).toBe(true)
    for (const path of ['favicon.png', 'wp-login.php', 'robots.txt', '.env', 'a..b', '<script>', 'site.webmanifest']) {
      expect(couldBeUsername(path)).toBe(false)
    }
  })

  it('refuses a username that ends like a file', () => {
    expect(isUsernameAllowed('mila.png')).toBe(false)
    expect(isUsernameAllowed('mila.photos')).toBe(true)
    expect(isUsernameAllowed('about')).toBe(false)
  })
})
