import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { capturingMail, confirmTokenIn, follow, freshAddress, mailTo, uniqueEmail } from './followers-test-helpers.ts'

/** The follower's pages and their answers speak the language the visitor followed in, not the browser's. */
describe("a follower's pages in the follower's language", () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const englishBrowser = { cookie: 'lang=en', 'accept-language': 'en-US,en;q=0.9' }

  it('links the confirm and manage pages in that language and confirms in it from an English browser', async () => {
    const creator = await createUser(t.db, { pageName: 'Mia' })
    const email = uniqueEmail()
    expect((await follow(t, creator.username, email, { lang: 'ar' })).statusCode).toBe(202)
    const mail = await mailTo(sent, email)
    const token = confirmTokenIn(mail)
    expect(mail.text).toContain(`/followers/confirm/${token}?lang=ar`)
    expect(mail.text).toMatch(/\/followers\/manage\/[\w.-]+\?lang=ar/)

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/followers/confirm/${token}`,
      headers: englishBrowser,
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('تم! ستصلك الآن الإطلالات الجديدة من Mia بالبريد الإلكتروني.')
    expect(res.json().manage_url).toMatch(/\?lang=ar$/)
  })

  it('answers unsubscribe and stop-following in the language of the follow that ended', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await follow(t, creator.username, email, { lang: 'de' })
    const mail = await mailTo(sent, email)
    await t.app.inject({ method: 'POST', url: `/api/followers/confirm/${confirmTokenIn(mail)}`, remoteAddress: freshAddress() })
    const manage = mail.text.match(/\/followers\/manage\/([\w.-]+)/)![1]!
    const list = await t.app.inject({ method: 'GET', url: `/api/followers/manage/${manage}`, remoteAddress: freshAddress() })
    const id = list.json().following[0].id
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/followers/manage/${manage}/${id}`, headers: englishBrowser })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().message).toBe('Entfernt. Von dieser Seite kommen keine E-Mails mehr.')

    // A second follow, ended by its one-click link: the answer is German too; a second use falls back to the browser's.
    await follow(t, creator.username, email, { lang: 'de' })
    const again = await mailTo(sent, email, { skip: 1 })
    const oneClick = again.headers?.['List-Unsubscribe']?.match(/^<(\S+)>$/)?.[1] ?? ''
    const url = oneClick.replace(t.config.publicUrl, '')
    const first = await t.app.inject({ method: 'POST', url, headers: englishBrowser, remoteAddress: freshAddress() })
    expect(first.json().message).toMatch(/^Du bist abgemeldet/)
    const second = await t.app.inject({ method: 'POST', url, headers: englishBrowser, remoteAddress: freshAddress() })
    expect(second.statusCode).toBe(200)
    expect(second.json().message).toMatch(/^You/)
  })
})
