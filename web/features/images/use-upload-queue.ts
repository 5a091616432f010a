import { useCallback, useEffect, useRef, useState } from 'react'
import { IMAGE_BATCH_MAX, type ImageJson, imagesApi } from '../../../contract/images.ts'
import { call } from '../../lib/api.ts'

/** Most photos one batch takes (the 20; the picker's extra files are left out). */
export const BATCH_MAX = IMAGE_BATCH_MAX
/**
 * Photos sent at the same time. The server admits a few uploads per two cores and answers 503 with
 * Retry-After beyond that (decision 0025); two in flight keep it busy without being turned away.
 */
export const BATCH_CONCURRENCY = 2

export type QueueItem = {
  key: string
  file: File
  /** The batch's shared fields (category, expiry, disclosure) as chosen when it was added. */
  fields: [string, string][]
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  progress: number
  error?: string
  image?: ImageJson
}

let counter = 0

/**
 * One request per photo, BATCH_CONCURRENCY at a time, each with its own progress; a busy server's
 * 503 is waited out and sent again by the upload itself (web/lib/upload.ts), a failure stays on its
 * row with Retry. `onSaved` hears of every draft as it is stored.
 */
export function useUploadQueue(onSaved: (image: ImageJson) => void) {
  const [items, setItems] = useState<QueueItem[]>([])
  const running = useRef(new Set<string>())
  const saved = useRef(onSaved)
  saved.current = onSaved

  const patch = useCallback((key: string, change: Partial<QueueItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const send = useCallback(
    async (item: QueueItem) => {
      running.current.add(item.key)
      patch(item.key, { state: 'uploading', progress: 0, error: undefined })
      const form = new FormData()
      for (const [name, value] of item.fields) form.append(name, value)
      form.append('draft', 'true')
      form.append('image', item.file, item.file.name)
      const result = await call(imagesApi.upload, { form, onProgress: (progress) => patch(item.key, { progress }) })
      running.current.delete(item.key)
      if (result.ok) {
        patch(item.key, { state: 'done', progress: 1, image: result.data })
        saved.current(result.data)
      } else patch(item.key, { state: 'failed', error: result.error.error || result.error.code })
    },
    [patch],
  )

  // Starts waiting photos while fewer than BATCH_CONCURRENCY are on their way.
  useEffect(() => {
    const free = BATCH_CONCURRENCY - running.current.size
    if (free <= 0) return
    for (const item of items.filter((i) => i.state === 'waiting' && !running.current.has(i.key)).slice(0, free)) void send(item)
  }, [items, send])

  return {
    items,
    /** Queues photos with the batch's fields; returns how many were left out beyond BATCH_MAX. */
    add(files: File[], fields: [string, string][]) {
      const open = items.filter((i) => i.state !== 'done').length
      const room = Math.max(0, BATCH_MAX - open)
      const taken = files.slice(0, room).map((file) => ({ key: `u${++counter}`, file, fields, state: 'waiting' as const, progress: 0 }))
      setItems((list) => [...list.filter((i) => i.state !== 'done'), ...taken])
      return files.length - taken.length
    },
    retry: (key: string) => patch(key, { state: 'waiting', progress: 0, error: undefined }),
    remove: (key: string) => setItems((list) => list.filter((i) => i.key !== key || i.state === 'uploading')),
    clearDone: () => setItems((list) => list.filter((i) => i.state !== 'done')),
  }
}
