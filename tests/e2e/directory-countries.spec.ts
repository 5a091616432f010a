import { expect, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn, message } from './helpers.ts'
import { creatorApi, updateProfile } from './public-fixtures.ts'

const NAMES = { de: 'Deutschland', ar: 'ألمانيا' } as const

for (const lang of ['de', 'ar'] as const) {
  test(`the directory names countries in ${lang}, in the filter and on the cards`, async ({ page, request }) => {
    const creator = await createApprovedCreator(request)
    await updateProfile(await creatorApi(creator), creator, { country: 'Germany' })
    const errors: string[] = []
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text())
    })
    await acceptCookies(page)
    await gotoIn(page, lang, `/allinfluencers?search=${creator.username}`)
    const filter = page.getByLabel(message(lang, 'public.directory.country_label'))
    await expect(filter.getByRole('option', { name: NAMES[lang], exact: true })).toHaveCount(1)
    await expect(filter.getByRole('option', { name: 'Germany', exact: true })).toHaveCount(0)
    const card = page.getByRole('main').getByRole('listitem')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(NAMES[lang])
    await expect(card).not.toContainText('Germany')

    // The filter still finds the creator by what was stored.
    await filter.selectOption({ label: NAMES[lang] })
    await page.getByRole('button', { name: message(lang, 'public.profile.search_submit') }).click()
    await expect(page).toHaveURL(/country=Germany/)
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
    // The browser hydrated the names the server rendered.
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
  })
}
