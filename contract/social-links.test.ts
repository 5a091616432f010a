import { describe, expect, it } from 'vitest'
import { SocialLinksInput } from './social.ts'
import { normalizeSocialLink, socialLinkOrNull } from './social-links.ts'

describe('normalizeSocialLink', () => {
  it.each([
    ['instagram', '@anna.m', 'https://www.instagram.com/anna.m'],
    ['instagram', 'anna_m', 'https://www.instagram.com/anna_m'],
    ['instagram', ' instagram.com/anna ', 'https://www.instagram.com/anna'],
    ['instagram', 'https://instagram.com/anna/', 'https://www.instagram.com/anna'],
    ['instagram', 'http://www.instagram.com/anna?igsh=abc123#top', 'https://www.instagram.com/anna'],
    ['instagram', 'https://www.instagram.com/p/Cx1/', 'https://www.instagram.com/p/Cx1/'],
    ['tiktok', '@anna', 'https://www.tiktok.com/@anna'],
    ['tiktok', 'anna', 'https://www.tiktok.com/@anna'],
    ['tiktok', 'tiktok.com/@anna', 'https://www.tiktok.com/@anna'],
    ['tiktok', 'https://www.tiktok.com/@anna?lang=de', 'https://www.tiktok.com/@anna'],
    ['tiktok', 'https://vm.tiktok.com/ZMabc/', 'https://vm.tiktok.com/ZMabc/'],
    ['facebook', 'anna.fb', 'https://www.facebook.com/anna.fb'],
    ['facebook', 'm.facebook.com/anna.fb', 'https://www.facebook.com/anna.fb'],
    ['facebook', 'fb.com/anna.fb', 'https://www.facebook.com/anna.fb'],
    ['facebook', 'https://www.facebook.com/profile.php?id=1000123', 'https://www.facebook.com/profile.php?id=1000123'],
  ] as const)('%s: %s → %s', (network, input, expected) => {
    expect(normalizeSocialLink(network, input)).toBe(expected)
  })

  it('turns empty input into an empty link (clears)', () => {
    expect(normalizeSocialLink('instagram', '   ')).toBe('')
  })

  it.each([
    ['instagram', 'javascript:alert(1)'],
    ['facebook', 'data:text/html,<script>alert(1)</script>'],
    ['tiktok', 'vbscript:msgbox'],
    ['instagram', 'anna maria'],
    ['instagram', 'https://evil.example/anna'],
    ['tiktok', 'https://www.instagram.com/anna'],
    ['facebook', 'facebook.com'],
    ['instagram', 'https://instagram.com.evil.example/anna'],
    ['instagram', 'a\u0000b'],
    ['tiktok', '@'],
  ] as const)('%s: refuses %s', (network, input) => {
    expect(normalizeSocialLink(network, input)).toBeNull()
  })

  it('shows stored links only when they are safe', () => {
    expect(socialLinkOrNull('instagram', 'javascript:alert(1)')).toBeNull()
    expect(socialLinkOrNull('instagram', '@anna')).toBe('https://www.instagram.com/anna')
    expect(socialLinkOrNull('tiktok', null)).toBeNull()
  })
})

describe('SocialLinksInput', () => {
  it('stores what people type as profile URLs and names the field it refuses', () => {
    expect(SocialLinksInput.parse({ instagram: '@anna', tiktok: '', facebook: null })).toEqual({
      instagram: 'https://www.instagram.com/anna',
      tiktok: '',
      facebook: null,
    })
    const refused = SocialLinksInput.safeParse({ facebook: 'javascript:alert(1)' })
    expect(refused.error?.issues).toMatchObject([{ path: ['facebook'], message: 'social.invalid.facebook' }])
  })
})
