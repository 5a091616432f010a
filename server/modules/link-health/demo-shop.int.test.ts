import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createLinkChecker } from './checker/link-checker.ts'
import { DEMO_SHOP_PATHS, demoShopOptions } from './demo-shop.ts'

let t: TestApp
let origin: string

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t.close())

describe('the development demo shop', () => {
  it('shows a newcomer each verdict, with loopback allowed for the demo shop only', async () => {
    const checker = createLinkChecker({ ...demoShopOptions(origin), online: async () => true })
    const results = []
    for (const path of DEMO_SHOP_PATHS) results.push(await checker.check(`${origin}${path}`))
    expect(results.map((r) => r.verdict)).toEqual(['healthy', 'sold_out', expect.any(String), 'broken', 'tracking_lost'])
    // The retired product lands on the app's home page (rendered in development; tests build no web).
    expect(results[2]!.evidence.hops[0]).toMatchObject({ status: 301, location: '/' })
    expect(results[2]!.finalUrl).toBe(`${origin}/`)
    expect(results[0]!.product).toMatchObject({
      name: 'Linen shirt',
      priceMinor: 4900,
      currency: 'eur',
      image: `${origin}/dev/demo-shop/images/linen-shirt.png`,
    })
    expect(await checker.fetchPicture(results[0]!.product!.image!)).toBeInstanceOf(Buffer)
    expect((await checker.check(`${origin}/api/dev/mailbox`)).evidence.reason).toBe('refused_address')
  })
})
