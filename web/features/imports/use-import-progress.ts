import { useEffect } from 'react'
import { IMPORT_POLL_MS, type ImportJson, importsApi } from '../../../contract/imports.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'

/** An import's progress, read again every IMPORT_POLL_MS while it runs (the loader gives the first). */
export function useImportProgress(initial: ImportJson) {
  const progress = useEndpoint(importsApi.progress, { params: { id: initial.id } }, { initial })
  const running = (progress.data ?? initial).status === 'running'
  const { reload } = progress
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => void reload(), IMPORT_POLL_MS)
    return () => clearInterval(timer)
  }, [running, reload])
  return progress.data ?? initial
}
