import { afterEach, describe, expect, it } from 'vitest'
import { createHtmlCache } from './html-cache.ts'
import { nonceOf, serverWith } from './html-cache-test-helpers.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** Holds every render until the requests fired meanwhile have all arrived. */
function holder() {
  const hold: { until?: Promise<void> } = {}
  let release = () => {}
  hold.until = new Promise((resolve) => {
    release = resolve
  })
  return { hold, release }
}

const arrived = () => new Promise((resolve) => setImmediate(resolve))

describe('simultaneous first requests to a page nobody asked for yet', () => {
  it('render it once and give each of 20 visitors the page with its own nonce', async () => {
    const { hold, release } = holder()
    const server = await serverWith(createHtmlCache(), () => ({}), hold)
    close = () => server.app.close()
    const answers = Array.from({ length: 20 }, () => server.app.inject('/mila?tag=shoes'))
    await arrived()
    release()
    const done = await Promise.all(answers)
    expect(server.renders()).toBe(1)
    const nonces = done.map((answer) => nonceOf(answer.headers['content-security-policy'] as string))
    expect(new Set(nonces).size).toBe(20)
    done.forEach((answer, i) => {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(
        `<html><script nonce="${nonces[i]}">window.n="${nonces[i]}"</script><p>render 1 of /mila?tag=shoes</p></html>`,
      )
    })
  })

  it('never share a render across languages, queries or cookie consent', async () => {
    const { hold, release } = holder()
    const server = await serverWith(createHtmlCache(), () => ({}), hold)
    close = () => server.app.close()
    const variants = ['/about', '/about?lang=de', '/about?lang=ar', '/about?x=1']
    const answers = variants.flatMap((url) => Array.from({ length: 5 }, () => server.app.inject(url)))
    answers.push(...Array.from({ length: 5 }, () => server.app.inject({ url: '/about', cookies: { cookie_consent: '1' } })))
    await arrived()
    release()
    const done = await Promise.all(answers)
    expect(server.renders()).toBe(5)
    done.forEach((answer, i) => {
      const url = variants[Math.floor(i / 5)] ?? '/about'
      expect(answer.body).toMatch(new RegExp(`render \\d of ${url.replace('?', '\\?')}</p>`))
    })
    const byVariant = (i: number) => new Set(done.slice(i * 5, i * 5 + 5).map((answer) => /render (\d)/.exec(answer.body)?.[1]))
    for (let i = 0; i < 5; i++) expect(byVariant(i).size).toBe(1)
    expect(new Set([0, 1, 2, 3, 4].map((i) => [...byVariant(i)][0])).size).toBe(5)
  })

  it('do not share a failed render: the visitors who waited render the page themselves', async () => {
    const { hold, release } = holder()
    let calls = 0
    const server = await serverWith(createHtmlCache(), () => ({ fail: ++calls === 1 }), hold)
    close = () => server.app.close()
    const answers = Array.from({ length: 20 }, () => server.app.inject('/mila'))
    await arrived()
    release()
    const done = await Promise.all(answers)
    expect(done.filter((answer) => answer.statusCode === 500)).toHaveLength(1)
    const ok = done.filter((answer) => answer.statusCode === 200)
    expect(ok).toHaveLength(19)
    for (const answer of ok) expect(answer.body).not.toContain('render 1 of')
    // Nothing of the failure was kept: the next visitor is answered from a successful render.
    const next = await server.app.inject('/mila')
    expect(next.headers['x-html-cache']).toBe('hit')
    expect(next.body).not.toContain('render 1 of')
  })

  it('do not share a render during which the creator changed something', async () => {
    const { hold, release } = holder()
    const cache = createHtmlCache()
    const server = await serverWith(cache, () => ({}), hold)
    close = () => server.app.close()
    const answers = Array.from({ length: 5 }, () => server.app.inject('/mila'))
    await arrived()
    cache.invalidateCreator('mila')
    release()
    const done = await Promise.all(answers)
    expect(done.filter((answer) => answer.body.includes('render 1 of'))).toHaveLength(1)
    expect(server.renders()).toBe(5)
  })

  it('wait once for pages that are never kept, then not at all; signed-in visitors never wait on them', async () => {
    const server = await serverWith(createHtmlCache(), (_nonce, url) => ({ cacheable: url !== '/dashboard' }))
    close = () => server.app.close()
    const { hold, release } = holder()
    const signedIn = await serverWith(createHtmlCache(), () => ({ cacheable: false }), hold)
    const closeFirst = close
    close = async () => {
      await closeFirst()
      await signedIn.app.close()
    }
    await Promise.all(Array.from({ length: 3 }, () => server.app.inject('/dashboard')))
    expect(server.renders()).toBe(3)
    const answers = Array.from({ length: 3 }, () => signedIn.app.inject({ url: '/dashboard', cookies: { looktag_session: 't' } }))
    await arrived()
    // All three are rendering at once: none waits for another.
    expect(signedIn.renders()).toBe(3)
    release()
    for (const answer of await Promise.all(answers)) expect(answer.statusCode).toBe(200)
  })
})
