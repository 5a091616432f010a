import { type Browser, expect, test } from '@playwright/test'
import { createApprovedCreator, giveTraderDetails, signIn } from './accounts.ts'
import { BASE_URL, gotoIn, message, waitForHydration } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

type Lang = 'en' | 'ar'

const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587416412)'
const TIKTOK =
  'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330503 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/33.5.3 BytedanceWebview/d8a21c6'

/** A visitor's page in a language, with a phone's screen and the given User-Agent. */
async function visitorPage(browser: Browser, lang: Lang, userAgent?: string) {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent, viewport: { width: 390, height: 844 } })
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: BASE_URL },
    { name: 'lang', value: lang, url: BASE_URL },
  ])
  return context.newPage()
}

for (const lang of ['en', 'ar'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)

  test(`a creator takes the affiliate suggestion; visitors see the ad label and sponsored links (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Registration, approval, an upload and two browsers: more than the default budget on a busy machine.
    test.slow()
    const creator = await createApprovedCreator(request)
    const api = await creatorApi(creator)
    await upload(api, { description: `Beach linen ${lang}`, tag: 'https://amzn.to/3linen' })
    await signIn(page, creator)

    await gotoIn(page, lang, '/dashboard')
    const card = page.getByRole('article').filter({ hasText: `Beach linen ${lang}` })
    await expect(card.getByText(m('images.disclosure.suggest_affiliate'))).toBeVisible()
    await card.getByRole('button', { name: m('images.disclosure.use_suggestion') }).click()
    await expect(card.getByText(m('images.disclosure.saved'))).toBeVisible()
    await expect(card.getByTestId('disclosure-value')).toHaveText(m('images.disclosure.options.affiliate'))
    await expect(card.getByText(m('images.disclosure.suggest_affiliate'))).toHaveCount(0)

    const visitor = await visitorPage(browser, lang)
    await visitor.goto(`/${creator.username}`)
    await waitForHydration(visitor)
    const look = visitor.getByRole('article', { name: `Beach linen ${lang}` })
    await expect(look.getByText(m('public.disclosure.affiliate'))).toBeVisible()
    await expect(look.getByRole('link', { name: /amzn\.to/ })).toHaveAttribute('rel', 'sponsored noopener')
    // Lightbox: the label again, over the large photo.
    await look.getByRole('button', { name: m('public.card.view_larger', { description: `Beach linen ${lang}` }) }).click()
    await expect(visitor.getByRole('dialog').getByText(m('public.disclosure.affiliate'))).toBeVisible()
    // No in-app hint in an ordinary browser.
    await expect(visitor.locator('[data-in-app-hint]')).toHaveCount(0)
    await visitor.context().close()
  })

  test(`in-app browsers get a way out before sharing, downloading or paying (${lang})`, async ({ browser, request }) => {
    test.slow()
    const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
    const api = await creatorApi(creator)
    await upload(api, { description: 'Any look' })
    await giveTraderDetails(api)
    expect((await api.post('/api/shop/update-shop-enabled', { data: { enabled: true } })).status()).toBe(200)
    expect((await api.post('/api/shop/connect/local/complete')).status()).toBe(200)

    const instagram = await visitorPage(browser, lang, INSTAGRAM)
    await instagram.goto(`/${creator.username}`)
    await waitForHydration(instagram)
    const hint = instagram.getByRole('complementary', { name: m('inapp.label') })
    await expect(hint).toHaveAttribute('data-in-app-hint', 'instagram')
    await expect(hint).toContainText(m('inapp.context.share', { app: m('inapp.apps.instagram') }))
    await expect(hint).toContainText(m('inapp.way_out.instagram.ios'))
    await expect(hint.getByRole('button', { name: m('inapp.copy') })).toBeVisible()
    // iOS has no intent link; dismissing hides the hint for the visit.
    await expect(hint.getByRole('link', { name: m('inapp.open_android') })).toHaveCount(0)
    await hint.getByRole('button', { name: m('inapp.dismiss') }).click()
    await expect(hint).toHaveCount(0)
    await instagram.reload()
    await waitForHydration(instagram)
    await expect(instagram.locator('[data-in-app-hint]')).toHaveCount(0)
    await instagram.context().close()

    const tiktok = await visitorPage(browser, lang, TIKTOK)
    await tiktok.goto(`/${creator.username}/shop`)
    await waitForHydration(tiktok)
    const checkout = tiktok.getByRole('complementary', { name: m('inapp.label') })
    await expect(checkout).toHaveAttribute('data-in-app-hint', 'tiktok')
    await expect(checkout).toContainText(m('inapp.context.checkout', { app: m('inapp.apps.tiktok') }))
    await expect(checkout).toContainText(m('inapp.way_out.tiktok.android'))

    await tiktok.goto('/terms-of-use')
    await waitForHydration(tiktok)
    const download = tiktok.getByRole('complementary', { name: m('inapp.label') })
    await expect(download).toContainText(m('inapp.context.download', { app: m('inapp.apps.tiktok') }))
    const intent = download.getByRole('link', { name: m('inapp.open_android') })
    await expect(intent).toHaveAttribute('href', /^intent:\/\/localhost:\d+\/terms-of-use#Intent;scheme=http;package=com\.android\.chrome;/)
    await tiktok.context().close()
  })
}
