import { afterEach, describe, expect, it, vi } from 'vitest'
import { imagesApi } from '../../contract/images.ts'
import { tagsApi } from '../../contract/tags.ts'
import { call, urlOf } from './api.ts'

function stubFetch(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(body === undefined ? null : JSON.stringify(body), { status })
  })
  return sent
}

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends the endpoint's method and path with the parameters, query and JSON body", async () => {
    const sent = stubFetch(200, { id: 't1' })
    const result = await call(tagsApi.update, { params: { id: 'x/y' }, body: { link: 'https://shop.example/a' } })
    expect(result).toEqual({ ok: true, status: 200, data: { id: 't1' } })
    expect(sent[0]?.url).toBe('/api/tags/x%2Fy')
    expect(sent[0]?.init.method).toBe('PUT')
    expect(sent[0]?.init.body).toBe('{"link":"https://shop.example/a"}')

    await call(imagesApi.list, { query: { limit: 10, offset: 20 } })
    expect(sent[1]?.url).toBe('/api/images?limit=10&offset=20')
    expect(sent[1]?.init.method).toBe('GET')
    expect(sent[1]?.init.body).toBeUndefined()
  })

  it('sends a form as multipart and reads an error answer in the shared shape', async () => {
    const sent = stubFetch(400, { error: 'Bitte alle Pflichtfelder ausfüllen', code: 'IMAGE_FIELDS_REQUIRED' })
    const result = await call(imagesApi.upload, { form: new FormData() })
    expect(sent[0]?.init.body).toBeInstanceOf(FormData)
    expect(result).toMatchObject({ ok: false, status: 400, error: { code: 'IMAGE_FIELDS_REQUIRED' } })
  })
})

describe('urlOf', () => {
  it('builds a link from the endpoint, leaving out empty query fields', () => {
    expect(urlOf(imagesApi.list, { query: { limit: 5, offset: undefined } })).toBe('/api/images?limit=5')
    expect(urlOf(tagsApi.list, { params: { id: 'i1' } })).toBe('/api/tags/i1')
  })
})
