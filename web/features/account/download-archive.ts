import { type ApiResult, apiErrorBody } from '../../lib/api.ts'

/**
 * Fetches an archive and hands it to the browser as a download. Fetched rather than linked, so a
 * refusal (too soon, signed out) comes back as the API's message to show, not as a JSON page.
 */
export async function downloadArchive(url: string): Promise<ApiResult<null>> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch {
    return { ok: false, status: 0, error: { error: '', code: 'NETWORK_ERROR' } }
  }
  if (!response.ok) return { ok: false, status: response.status, error: apiErrorBody(await response.json().catch(() => null)) }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = name ? decodeURIComponent(name) : 'data.zip'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(link.href))
  return { ok: true, status: response.status, data: null }
}
