import { describe, expect, it } from 'vitest'
import { androidIntentUrl, detectInAppBrowser } from './in-app-browser.ts'

/** Real User-Agent strings of the apps' in-app browsers, and of browsers that must not match. */
const TABLE: [string, string, ReturnType<typeof detectInAppBrowser>][] = [
  [
    'Instagram iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587416412)',
    { app: 'instagram', os: 'ios' },
  ],
  [
    'Instagram Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 329.0.0.41.93 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 594352164)',
    { app: 'instagram', os: 'android' },
  ],
  [
    'Facebook iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.42.105;FBBV/581029405;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/583181345]',
    { app: 'facebook', os: 'ios' },
  ],
  [
    'Facebook Android',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.153 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/435.0.0.42.112;]',
    { app: 'facebook', os: 'android' },
  ],
  [
    'TikTok iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_33.3.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/',
    { app: 'tiktok', os: 'ios' },
  ],
  [
    'TikTok Android',
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330503 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/33.5.3 ByteLocale/de-DE ByteFullLocale/de-DE Region/DE BytedanceWebview/d8a21c6',
    { app: 'tiktok', os: 'android' },
  ],
  [
    'Snapchat iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.70.0.36 (like Safari/8617.1.17.10.9, panda)',
    { app: 'snapchat', os: 'ios' },
  ],
  [
    'Pinterest Android',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [Pinterest/Android]',
    { app: 'pinterest', os: 'android' },
  ],
  [
    'Pinterest iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
    { app: 'pinterest', os: 'ios' },
  ],
  [
    'LinkedIn iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.28.1860',
    { app: 'linkedin', os: 'ios' },
  ],
  [
    'Safari iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    null,
  ],
  [
    'Chrome Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    null,
  ],
  ['Chrome desktop', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', null],
  ['Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', null],
]

describe('detectInAppBrowser', () => {
  it.each(TABLE)('%s', (_, ua, expected) => {
    expect(detectInAppBrowser(ua)).toEqual(expected)
  })

  it('answers null without a User-Agent', () => {
    expect(detectInAppBrowser(undefined)).toBeNull()
    expect(detectInAppBrowser('')).toBeNull()
  })
})

describe('androidIntentUrl', () => {
  it('hands the same address to Chrome, with the address itself as the fallback', () => {
    expect(androidIntentUrl('https://looktag.example/mila.styles/shop?lang=de')).toBe(
      'intent://looktag.example/mila.styles/shop?lang=de#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Flooktag.example%2Fmila.styles%2Fshop%3Flang%3Dde;end',
    )
  })

  it('makes no link of anything but http(s)', () => {
    expect(androidIntentUrl('javascript:alert(1)')).toBeNull()
    expect(androidIntentUrl('not a url')).toBeNull()
  })
})
