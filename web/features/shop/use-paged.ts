import { useCallback, useEffect, useState } from 'react'
import { api } from '../../lib/api.ts'

export interface Paged<T> {
  items: T[]
  page: number
  total: number
  total_pages: number
}

type State<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: Paged<T> }

/** One page of a seller's list (12 a page, newest first), read from the API in the browser. */
export function usePaged<T>(path: string) {
  const [page, setPage] = useState(1)
  const [state, setState] = useState<State<T>>({ kind: 'loading' })
  const [version, setVersion] = useState(0)

  const load = useCallback(async () => {
    const result = await api<Paged<T>>(`${path}?page=${page}`)
    if (!result.ok) return setState({ kind: 'error' })
    // Deleting the last item of the last page: show the page before it.
    if (result.data.items.length === 0 && page > 1) return setPage(page - 1)
    setState({ kind: 'ready', data: result.data })
  }, [path, page])

  useEffect(() => {
    void version
    void load()
  }, [load, version])

  return { state, page, setPage, reload: useCallback(() => setVersion((v) => v + 1), []) }
}
