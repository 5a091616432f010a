import { type ApiResult, apiErrorBody } from '../../lib/api.ts'

/**
 * Multipart POST with upload progress. `fetch` cannot report how much of the body was sent, so this
 * uses XMLHttpRequest; the answer has the same shape as `apiForm()`.
 */
export function uploadWithProgress<T = unknown>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
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
      resolve({ ok: false, status: xhr.status, error: apiErrorBody(payload) })
    }
    const failed = () => resolve({ ok: false, status: 0, error: { error: '', code: 'NETWORK_ERROR' } })
    xhr.onerror = failed
    xhr.onabort = failed
    xhr.send(formData)
  })
}
