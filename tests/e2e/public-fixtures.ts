import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { type Creator, E2E_ADMIN } from './accounts.ts'
import { BASE_URL } from './helpers.ts'

export type Lang = 'en' | 'ar'

/** An API client signed in as this account (its own cookie jar, separate from the visitor's browser). */
export async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } })
  const login = await api.post('/api/auth/login', { data: account })
  expect(login.status(), await login.text()).toBe(200)
  return api
}

export const adminApi = () => apiAs(E2E_ADMIN)
export const creatorApi = (creator: Creator) => apiAs(creator)

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

export interface UploadFields {
  category?: 'clothes' | 'makeup' | 'devices' | 'other'
  description?: string
  discount?: string
  premium?: boolean
  tag?: string
  /** Kept as a draft (only the creator sees it until it is published). */
  draft?: boolean
}

/** Uploads a real small JPEG through the API, then tags it and marks it premium when asked. */
export async function upload(api: APIRequestContext, fields: UploadFields = {}): Promise<{ id: string }> {
  const shade = Math.floor(Math.random() * 200)
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 40 + shade, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
  const response = await api.post('/api/images/upload', {
    multipart: {
      image: { name: 'look.jpg', mimeType: 'image/jpeg', buffer },
      category: fields.category ?? 'clothes',
      expiry_date: isoDay(5),
      description: fields.description ?? 'Linen summer look',
      discount: fields.discount ?? '',
      ...(fields.draft ? { draft: 'true' } : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const image = (await response.json()) as { id: string }
  if (fields.tag) {
    const tagged = await api.post('/api/tags/add', { data: { image_id: image.id, x_percent: 30, y_percent: 40, link: fields.tag } })
    expect(tagged.status(), await tagged.text()).toBeLessThan(300)
  }
  if (fields.premium) {
    const marked = await api.post(`/api/images/${image.id}/premium`, { data: { is_premium: true } })
    expect(marked.status(), await marked.text()).toBe(200)
  }
  return image
}

/** Fills the profile texts shown on the public page (multipart, like the profile form). */
export async function updateProfile(api: APIRequestContext, creator: Creator, fields: { country?: string; specialization?: string }) {
  const response = await api.post('/api/users/updateProfile', {
    multipart: {
      username: creator.username,
      pageName: `E2E ${creator.username}`,
      specialization: fields.specialization ?? '',
      introduction: '',
      country: fields.country ?? '',
      phone: '+49 151 0000000',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The creator's dashboard counters, as the stats card reads them. */
export async function statsOf(api: APIRequestContext) {
  const response = await api.get('/api/stats')
  expect(response.status()).toBe(200)
  return (await response.json()) as { clicks: number; shares: number }
}
