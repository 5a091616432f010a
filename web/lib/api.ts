import { type Answer, type BodyOf, type Endpoint, type ParamsOf, pathOf, type QueryOf } from '../../contract/endpoint.ts'
import { type ErrorCode, type ErrorDetail, isErrorCode } from '../../contract/errors.ts'
import { uploadWithProgress } from './upload.ts'

/**
 * The browser's typed client for the REST API. Every API error has the shape
 * `{ error, code, details? }` with `error` already in the visitor's language.
 */
export interface ApiErrorBody {
  error: string
  /** One of the server's codes, or what the client says when no answer (or no JSON) came. */
  code: ErrorCode | ClientErrorCode
  details?: (ErrorDetail & { message: string })[]
}

/** The request never got an answer, or the answer was not an API error. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody }

async function api<T = unknown>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    })
  } catch {
    return { ok: false, status: 0, error: { error: '', code: 'NETWORK_ERROR' } }
  }
  return toResult<T>(response)
}

/** Multipart POST (file uploads); the browser sets the boundary, so no content type here. */
async function apiForm<T = unknown>(
  path: string,
  formData: FormData,
  init: { method?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? 'POST',
      headers: { accept: 'application/json' },
      body: formData,
      credentials: 'same-origin',
      signal: init.signal,
    })
  } catch {
    return { ok: false, status: 0, error: { error: '', code: 'NETWORK_ERROR' } }
  }
  return toResult<T>(response)
}

/** What one call passes: only the parts its endpoint declares, each typed by the contract. */
export type CallInput<E extends Endpoint> = { signal?: AbortSignal } & (E['params'] extends object ? { params: ParamsOf<E> } : unknown) &
  (E['query'] extends object ? { query?: QueryOf<E> } : unknown) &
  (E['body'] extends object ? { body: BodyOf<E> } : unknown) &
  (E['form'] extends object
    ? {
        form: FormData
        /** With it, the upload reports the share sent (0 to 1) and waits out a busy server (web/lib/upload.ts). */
        onProgress?: (fraction: number) => void
      }
    : unknown)

type Args<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

/** Calls one endpoint of contract/ with typed input and answer. */
export function call<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ApiResult<Answer<E>>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>
    query?: object
    body?: unknown
    form?: FormData
    onProgress?: (fraction: number) => void
    signal?: AbortSignal
  }
  const url = pathOf(endpoint.path, parts.params) + queryString(parts.query)
  if (parts.form && parts.onProgress) return uploadWithProgress<Answer<E>>(url, parts.form, parts.onProgress)
  if (parts.form) return apiForm<Answer<E>>(url, parts.form, { method: endpoint.method, signal: parts.signal })
  return api<Answer<E>>(url, { method: endpoint.method, body: parts.body, signal: parts.signal })
}

/** The address of a GET endpoint, for links, form actions and downloads. */
export function urlOf<E extends Endpoint>(endpoint: E, input: { params?: ParamsOf<E>; query?: QueryOf<E> } = {}) {
  return pathOf(endpoint.path, input.params as Record<string, string | number> | undefined) + queryString(input.query ?? undefined)
}

function queryString(query: object | undefined) {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null)
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`
}

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const payload = await response.json().catch(() => null)
  if (response.ok) return { ok: true, status: response.status, data: payload as T }
  return { ok: false, status: response.status, error: apiErrorBody(payload) }
}

/** The error of a failed answer's JSON (or of none): codes outside the server's table read as UNKNOWN. */
export function apiErrorBody(payload: unknown): ApiErrorBody {
  const body = (payload ?? {}) as { error?: string; message?: string; code?: unknown; details?: ApiErrorBody['details'] }
  return { error: body.error ?? body.message ?? '', code: isErrorCode(body.code) ? body.code : 'UNKNOWN', details: body.details }
}

/** Field → translated message, for showing server-side validation next to each input. */
export function fieldErrors(error: ApiErrorBody | undefined): Record<string, string> {
  return Object.fromEntries((error?.details ?? []).map((d) => [d.field, d.message]))
}
