import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { BASE_URL } from './helpers.ts'

/** The admin the e2e server creates at start (playwright.config.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.looktag.test', password: 'e2e-Admin-Passw0rd!' }

export interface Creator {
  id: string
  username: string
  email: string
  password: string
}

/**
 * A fresh creator who registered through the real API but never paid: the account exists,
 * awaiting payment, and `sessionId` is its open test checkout. Unique per call.
 */
export async function createUnpaidCreator(
  request: APIRequestContext,
  options: { plan?: 'basic' | 'ai_creator' } = {},
): Promise<Omit<Creator, 'id'> & { sessionId: string }> {
  const id = randomUUID().slice(0, 8)
  const creator = { username: `e2e_${id}`, email: `e2e-${id}@example.com`, password: 'e2e-creator-passphrase' }
  const registered = await request.post('/api/auth/create-checkout-session', {
    headers: { origin: BASE_URL },
    data: {
      ...creator,
      page_name: `E2E ${id}`,
      phone: '+49 151 0000000',
      birthdate: '1994-04-04',
      planType: options.plan ?? 'basic',
      billingCycle: 'monthly',
      acceptTerms: true,
    },
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const sessionId = ((await registered.json()) as { url: string }).url.split('/').pop() ?? ''
  return { ...creator, sessionId }
}

/**
 * A fresh creator who registered and paid through the real API (registration, the test checkout
 * with the 4242 card) and now awaits approval. Unique per call, so tests never share an account.
 */
export async function createPaidCreator(
  request: APIRequestContext,
  options: { plan?: 'basic' | 'ai_creator'; card?: string } = {},
): Promise<Omit<Creator, 'id'>> {
  const { sessionId, ...creator } = await createUnpaidCreator(request, options)
  const paid = await request.post(`/api/checkout/local/${sessionId}/pay`, {
    headers: { origin: BASE_URL },
    data: { cardNumber: options.card ?? '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'E2E Creator' },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return creator
}

/** A fresh creator, paid and approved by the e2e admin. */
export async function createApprovedCreator(
  request: APIRequestContext,
  options: { plan?: 'basic' | 'ai_creator'; card?: string } = {},
): Promise<Creator> {
  const creator = await createPaidCreator(request, options)
  const headers = { origin: BASE_URL }
  const login = await request.post('/api/auth/login', { headers, data: E2E_ADMIN })
  const token = ((await login.json()) as { token: string }).token
  const admin = { ...headers, authorization: `Bearer ${token}` }
  const list = await request.get(`/api/admin/influencers?search=${creator.username}`, { headers: admin })
  const found = ((await list.json()) as { influencers: { id: string; username: string }[] }).influencers.find(
    (u) => u.username === creator.username,
  )
  if (!found) throw new Error(`registered creator ${creator.username} not listed`)
  const approved = await request.put(`/api/admin/influencers/${found.id}/block`, { headers: admin, data: { approved: true } })
  expect(approved.status()).toBe(200)
  return { id: found.id, ...creator }
}

/** Signs the page's browser context in (sets the session cookie through the real login). */
export async function signIn(page: Page, creator: Pick<Creator, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/login', {
    headers: { origin: BASE_URL },
    data: { email: creator.email, password: creator.password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * A seller's trader details (DSA Art. 30, decision 0082): a shop is switched on, and takes orders,
 * only once they are given. `headers` carry the seller's session (cookie or Bearer) and the Origin.
 */
export async function giveTraderDetails(request: APIRequestContext, headers?: Record<string, string>) {
  const response = await request.put('/api/shop/trader', {
    headers: headers ?? { origin: BASE_URL },
    data: {
      name: 'Test Trader',
      address: 'Teststraße 1, 10115 Berlin, Germany',
      email: 'trader@example.com',
      phone: '+49 30 1234567',
      self_certified: true,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}
