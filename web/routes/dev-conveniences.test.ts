import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../../server/errors.ts'
import { loadCatalogs } from '../../server/i18n.ts'
import { type RequestContext, requestContext } from '../context.ts'
import { loader as checkoutLoader } from './checkout.tsx'
import { loader as mailboxLoader } from './dev-mailbox.tsx'

const catalogs = loadCatalogs()

/** A loader context as server/plugins/web.ts builds it, with services that must not be reached. */
function contextFor(localDevClient: boolean) {
  const services = {
    mailbox: { list: vi.fn(async () => []) },
    localCheckout: { getLocalCheckout: vi.fn(async () => ({ paid: false })) },
  }
  const context = new RouterContextProvider()
  context.set(requestContext, {
    lang: 'en',
    dir: 'ltr',
    nonce: 'n',
    catalog: catalogs.en,
    consented: false,
    user: null,
    publicUrl: 'http://localhost:3000',
    sourceUrl: 'https://example.com/source',
    production: false,
    localDevClient,
    services: services as unknown as RequestContext['services'],
  })
  return { context, services }
}

const statusOf = (value: unknown) => (value as { init?: { status?: number } }).init?.status

describe('pages of the development conveniences', () => {
  it('show the mailbox and the test checkout to a browser on this machine', async () => {
    const { context, services } = contextFor(true)
    await mailboxLoader({ context, params: {}, request: new Request('http://localhost/dev/mailbox') } as never)
    await checkoutLoader({ context, params: { sessionId: 'cs_1' }, request: new Request('http://localhost/checkout/cs_1') } as never)
    expect(services.mailbox.list).toHaveBeenCalled()
    expect(services.localCheckout.getLocalCheckout).toHaveBeenCalledWith('cs_1')
  })

  it('answer 404 to everyone else without reading mail or checkouts', async () => {
    const { context, services } = contextFor(false)
    const mailbox = await mailboxLoader({ context, params: {}, request: new Request('http://localhost/dev/mailbox') } as never).catch(
      (thrown: unknown) => thrown,
    )
    expect(statusOf(mailbox)).toBe(404)
    const checkout = await checkoutLoader({
      context,
      params: { sessionId: 'cs_1' },
      request: new Request('http://localhost/checkout/cs_1'),
    } as never)
    expect(statusOf(checkout)).toBe(404)
    expect(services.mailbox.list).not.toHaveBeenCalled()
    expect(services.localCheckout.getLocalCheckout).not.toHaveBeenCalled()
  })

  it('answer 404 for an unknown checkout session and let other failures through', async () => {
    const { context, services } = contextFor(true)
    const load = () =>
      checkoutLoader({ context, params: { sessionId: 'cs_x' }, request: new Request('http://localhost/checkout/cs_x') } as never)
    services.localCheckout.getLocalCheckout.mockRejectedValueOnce(new AppError('CHECKOUT_NOT_FOUND'))
    const missing = await load()
    expect(statusOf(missing)).toBe(404)
    expect((missing as { data: { checkout: unknown } }).data.checkout).toBeNull()
    const broken = new Error('database down')
    services.localCheckout.getLocalCheckout.mockRejectedValueOnce(broken)
    await expect(load()).rejects.toBe(broken)
  })
})
