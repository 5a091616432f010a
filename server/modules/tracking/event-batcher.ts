/**
 * Collects items in memory and hands them to `write` in batches: after `intervalMs` from the first
 * buffered item, or at once when `maxBatch` are waiting. A burst of a thousand clicks becomes a few
 * multi-row writes instead of a thousand transactions. One write runs at a time; `flush()` waits
 * for everything buffered so far (app close calls it before the database pool closes).
 *
 * `key` drops an item whose key is already buffered, so one batch never holds the same event twice
 * (the database dedupes across batches and processes).
 */
export function createBatcher<T>(options: {
  write: (items: T[]) => Promise<void>
  key: (item: T) => string
  intervalMs?: number
  maxBatch?: number
  /** Beyond this many waiting items new ones are dropped (the database is down or far behind). */
  maxBuffered?: number
  onError?: (error: unknown, dropped: number) => void
}) {
  const intervalMs = options.intervalMs ?? 250
  const maxBatch = options.maxBatch ?? 200
  const maxBuffered = options.maxBuffered ?? 10_000
  let buffer = new Map<string, T>()
  let timer: NodeJS.Timeout | null = null
  let writing: Promise<void> = Promise.resolve()

  function drain(): Promise<void> {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    if (buffer.size === 0) return writing
    const batch = [...buffer.values()]
    buffer = new Map()
    // Chained so writes never overlap and run in arrival order.
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += maxBatch) {
        const chunk = batch.slice(i, i + maxBatch)
        try {
          await options.write(chunk)
        } catch (error) {
          // Counters are analytics: losing one batch beats blocking visitors or growing forever.
          options.onError?.(error, chunk.length)
        }
      }
    })
    return writing
  }

  return {
    /** Buffers an item; false when it was a duplicate of a buffered one or the buffer is full. */
    add(item: T): boolean {
      const key = options.key(item)
      if (buffer.has(key) || buffer.size >= maxBuffered) return false
      buffer.set(key, item)
      if (buffer.size >= maxBatch) void drain()
      else if (!timer) {
        timer = setTimeout(() => void drain(), intervalMs)
        // A pending flush must not keep the process alive; close() flushes explicitly.
        timer.unref()
      }
      return true
    },
    /** Writes everything buffered so far; resolves when it is in the database. */
    flush: () => drain(),
    get size() {
      return buffer.size
    },
  }
}

export type Batcher<T> = ReturnType<typeof createBatcher<T>>
