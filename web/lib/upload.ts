import { type ApiResult, apiErrorBody } from './api.ts'

/** How often an upload is sent again while the server's image work is full (503 IMAGE_WORK_BUSY). */
export const BUSY_RETRIES = 3

/**
 * Multipart POST with upload progress. `fetch` cannot report how much of the body was sent, so this
 * uses XMLHttpRequest; the answer has the same shape as `apiForm()`. When the server's image work is
 * full it answers before reading the body, with Retry-After: the upload waits that long and is sent
 * again (at most BUSY_RETRIES times), so a busy moment costs the creator a wait, not an error.
 */
export async function uploadWithProgress<T = unknown>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ApiResult<T>> {
  for (let attempt = 0; ; attempt++) {
    const { result, retryAfterSeconds } = await sendOnce<T>(url, formData, onProgress)
    if (result.ok || result.error.code !== 'IMAGE_WORK_BUSY' || attempt >= BUSY_RETRIES) return result
    onProgress(0)
    await wait(Math.min(Math.max(retryAfterSeconds, 1), 30) * 1000)
  }
}

function sendOnce<T>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ result: ApiResult<T>; retryAfterSeconds: number }> {
  return new Promise((outer) => {
    let retryAfterSeconds = 0
    const resolve = (result: ApiResult<T>) => outer({ result, retryAfterSeconds })
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let payload: unknown = null
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        payload = null
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve({ ok: true, status: xhr.status, data: payload as T })
        return
      }
      retryAfterSeconds = Number(xhr.getResponseHeader('retry-after')) || 0
      resolve({ ok: false, status: xhr.status, error: apiErrorBody(payload) })
    }
    const failed = () => resolve({ ok: false, status: 0, error: { error: '', code: 'NETWORK_ERROR' } })
    xhr.onerror = failed
    xhr.onabort = failed
    xhr.send(formData)
  })
}
