import { useCallback, useEffect, useRef, useState } from 'react'
import type { Answer, Endpoint } from '../../contract/endpoint.ts'
import { type ApiErrorBody, type CallInput, call } from './api.ts'

export interface EndpointState<T> {
  /** The last answer (or the loader's `initial`); undefined until the first one arrives. */
  data: T | undefined
  /** The last failure; cleared by the next success. */
  error: ApiErrorBody | undefined
  loading: boolean
  /** Reads again now; the answer of an older read that arrives later is dropped. */
  reload: () => Promise<void>
  /** Replaces the data in place, e.g. with what a write answered (a past failure is forgotten). */
  setData: (data: T) => void
}

/**
 * The one way a component keeps a GET endpoint's answer that changes while the page is open
 * (after a write, polling, a new filter). The page's first read belongs in its route loader: pass
 * it as `initial`, and nothing is fetched until `reload()` or the input changes.
 */
export function useEndpoint<E extends Endpoint & { method: 'GET' }>(
  endpoint: E,
  input: CallInput<E>,
  options: { initial?: Answer<E>; enabled?: boolean } = {},
): EndpointState<Answer<E>> {
  const [data, setData] = useState<Answer<E> | undefined>(options.initial)
  const [error, setError] = useState<ApiErrorBody | undefined>(undefined)
  const [loading, setLoading] = useState(options.initial === undefined && options.enabled !== false)
  const latest = useRef(0)
  const parts = input as { params?: unknown; query?: unknown }
  const key = JSON.stringify([endpoint.path, parts.params, parts.query])
  const inputRef = useRef(input)
  inputRef.current = input

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the endpoint and its input.
  const reload = useCallback(async () => {
    const current = ++latest.current
    setLoading(true)
    const result = await (call as (e: Endpoint, input: unknown) => ReturnType<typeof call<E>>)(endpoint, inputRef.current)
    if (current !== latest.current) return
    setLoading(false)
    if (result.ok) {
      setData(result.data)
      setError(undefined)
    } else setError(result.error)
  }, [key])

  // A revalidated loader hands a new `initial`: it replaces the data without another read.
  useEffect(() => {
    if (options.initial !== undefined) setData(options.initial)
  }, [options.initial])

  // Whether a loader answered the first read; later changes of `initial` are taken in above.
  const loaded = useRef(options.initial !== undefined)
  useEffect(() => {
    const skip = loaded.current
    loaded.current = false
    if (skip || options.enabled === false) return
    void reload()
    return () => {
      latest.current++
    }
  }, [reload, options.enabled])

  const replace = useCallback((next: Answer<E>) => {
    latest.current++
    setData(next)
    setError(undefined)
    setLoading(false)
  }, [])

  return { data, error, loading, reload, setData: replace }
}
