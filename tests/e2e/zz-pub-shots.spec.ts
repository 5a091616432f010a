import { test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn } from './helpers.ts'
import { creatorApi, updateProfile, upload } from './public-fixtures.ts'

test('screenshots', async ({ page, request }) => {
  test.setTimeout(120_000)
  const biz = await createApprovedCreator(request)
  const fas = await createApprovedCreator(request)
  const b = await creatorApi(biz)
  const f = await creatorApi(fas)
  await b.post('/api/users/updateLayoutStyle', { data: { layoutStyle: 'business' } })
  await updateProfile(b, biz, { country: 'Germany', specialization: 'Tech reviews' })
  for (const api of [b, f]) {
    await api.post('/api/users/updateSocialLinks', { data: { instagram: 'https://instagram.com/x', tiktok: 'https://tiktok.com/@x', public_email: 'x@example.com' } })
    for (let i = 0; i < 3; i++) await upload(api, { description: `Premium pick ${i}`, premium: true, tag: 'https://shop.example/p' })
    await upload(api, { description: 'Glow kit with a long description to see wrapping', category: 'makeup', discount: 'GLOW20', tag: 'https://shop.example/g' })
    await upload(api, { description: 'Linen look', discount: 'SUMMER-2026-LONGCODE' })
  }
  await acceptCookies(page)
  for (const lang of ['en', 'ar'] as const) {
    for (const [name, user] of [['biz', biz], ['fas', fas]] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await gotoIn(page, lang, `/${user.username}`)
        await page.screenshot({ path: `.tmp/shots/${name}-${lang}-${width}.png`, fullPage: true })
      }
    }
    for (const path of ['/trends', '/allinfluencers', '/nobody_xyz']) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await gotoIn(page, lang, path)
      await page.screenshot({ path: `.tmp/shots/${path.slice(1)}-${lang}.png`, fullPage: true })
    }
  }
})
