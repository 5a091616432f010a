import { availableParallelism } from 'node:os'
import path from 'node:path'
import { createThreadPool, type TaskOutcome, type ThreadPoolOptions } from '../../../lib/thread-pool.ts'
import { fromRoot } from '../../../paths.ts'
import type { PageFacts } from './page-signals.ts'

/**
 * The thread's entry: from the source, page-worker.ts itself (Node strips its types); from the
 * compiled bundle, the bundle's own page-worker.js (scripts/server-bundle.ts THREAD_ENTRIES), beside
 * main.js, while this code sits in main.js or in a chunk under chunks/.
 */
export const PAGE_WORKER_FILE = import.meta.url.endsWith('.ts')
  ? fromRoot('server/modules/link-health/checker/page-worker.ts')
  : path.join(path.basename(import.meta.dirname) === 'chunks' ? path.dirname(import.meta.dirname) : import.meta.dirname, 'page-worker.js')

/** How long one page may take to read (thread start included) before it is abandoned: could not verify. */
export const PAGE_BUDGET_MS = 2_000

export type PageReading = TaskOutcome<PageFacts>

/**
 * Reads product pages in worker threads, never on the event loop that answers requests
 * (docs/decisions/0076): at most two threads (one on two cores), started on the first page and
 * ended after half a minute without one, each held to a small heap.
 */
export function createPageReader(options: Partial<ThreadPoolOptions> = {}) {
  const pool = createThreadPool<string, PageFacts>({
    file: PAGE_WORKER_FILE,
    size: Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2))),
    // Callers bound the pages in flight (the job's 32 checks, a creator's one); this only stops a runaway.
    queue: 2_048,
    idleMs: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    ...options,
  })
  return {
    read: (html: string, budgetMs = PAGE_BUDGET_MS): Promise<PageReading> => pool.run(html, budgetMs),
    close: () => pool.close(),
    get threads() {
      return pool.threads
    },
  }
}

export type PageReader = ReturnType<typeof createPageReader>

/** The process's one page reader, shared by every checker in it (closed with the app, started again on demand). */
export const pageReader = createPageReader()
