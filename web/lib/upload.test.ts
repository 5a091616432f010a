import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUSY_RETRIES, uploadWithProgress } from './upload.ts'

/** Answers the queued responses in order, like a server would, one per send(). */
function stubXhr(responses: { status: number; body: unknown; retryAfter?: string }[]) {
  const sent: string[] = []
  class FakeXhr {
    status = 0
    responseText = ''
    responseType = ''
    withCredentials = false
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {}
    onload?: () => void
    onerror?: () => void
    onabort?: () => void
    private headers: Record<string, string> = {}
    open(_method: string, url: string) {
      sent.push(url)
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null
    }
    send() {
      const next = responses.shift()
      if (!next) throw new Error('no response left')
      this.status = next.status
      this.responseText = JSON.stringify(next.body)
      if (next.retryAfter) this.headers['retry-after'] = next.retryAfter
      queueMicrotask(() => this.onload?.())
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

const busy = { status: 503, body: { error: 'busy', code: 'IMAGE_WORK_BUSY' }, retryAfter: '10' }

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends the upload again after Retry-After while the image work is busy', async () => {
    const sent = stubXhr([busy, busy, { status: 201, body: { id: 'img1' } }])
    const waits: number[] = []
    const result = await uploadWithProgress(
      '/api/images/upload',
      new FormData(),
      () => {},
      async (ms) => void waits.push(ms),
    )
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 'img1' } })
    expect(sent).toHaveLength(3)
    expect(waits).toEqual([10_000, 10_000])
  })

  it('gives up after a few tries and returns the busy answer; other errors are not retried', async () => {
    stubXhr(Array.from({ length: BUSY_RETRIES + 1 }, () => busy))
    const gaveUp = await uploadWithProgress(
      '/api/images/upload',
      new FormData(),
      () => {},
      async () => {},
    )
    expect(gaveUp).toMatchObject({ ok: false, status: 503, error: { code: 'IMAGE_WORK_BUSY' } })

    const sent = stubXhr([{ status: 400, body: { error: 'bad', code: 'VALIDATION_ERROR' } }])
    const refused = await uploadWithProgress(
      '/api/images/upload',
      new FormData(),
      () => {},
      async () => {},
    )
    expect(refused).toMatchObject({ ok: false, status: 400 })
    expect(sent).toHaveLength(1)
  })
})
