import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'

/**
 * A decoded photo holds all its pixels in memory; unbounded, a dozen uploads at once took the
 * process far past its memory budget (docs/performance.md "Upload memory"). All heavy sharp work (upload renditions, avatars, the AI studio's encodes)
 * runs through this one process-wide pool: `workers` at a time, up to `queue` more waiting their
 * turn, and beyond that IMAGE_WORK_BUSY (503 with Retry-After) before anything is decoded or
 * stored (docs/decisions/0025). Process-wide because memory is: every app in this process shares it.
 */
export const imageWork = createWorkPool({ workers: defaultImageWorkers(), queue: defaultImageQueue(defaultImageWorkers()) })

/**
 * One image per two cores (at least one, at most 4), each with the cores' share of libvips threads:
 * what keeps a dozen 40 MP uploads at once within the budget (docs/performance.md "Upload memory").
 */
export function defaultImageWorkers() {
  return Math.max(1, Math.min(Math.floor(availableParallelism() / 2), 4))
}

/** Waiting uploads hold their bytes (up to 15 MB each) in memory, so the line stays short. */
export function defaultImageQueue(workers: number) {
  return workers * 2
}

// libvips' operation cache keeps decoded images around for reuse we never have (every upload is new).
sharp.cache(false)

export function createWorkPool(limits: { workers: number; queue: number }) {
  let { workers, queue } = limits
  let active = 0
  let admitted = 0
  const waiting: (() => void)[] = []

  function release() {
    const next = waiting.shift()
    if (next) next()
    else active--
  }

  return {
    /** Runs `task` when a worker is free; throws IMAGE_WORK_BUSY at once when the queue is full too. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < workers) active++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw new AppError('IMAGE_WORK_BUSY')
      try {
        return await task()
      } finally {
        release()
      }
    },
    /**
     * Admission for an upload, before its body is read: at most `workers + queue` uploads are
     * between "body being read" and "done", so waiting uploads hold a bounded number of bodies in
     * memory; beyond that IMAGE_WORK_BUSY at once. Returns the release (call it when the request ends).
     */
    admit() {
      if (admitted >= workers + queue) throw new AppError('IMAGE_WORK_BUSY')
      admitted++
      let released = false
      return () => {
        if (!released) admitted--
        released = true
      }
    },
    /**
     * Sizes from configuration (IMAGE_WORKERS, IMAGE_QUEUE); applies to work that starts afterwards.
     * libvips' threads per image are the cores shared out among the workers: more threads per
     * image than cores only adds per-thread buffers.
     */
    configure(next: { workers: number; queue: number }) {
      workers = next.workers
      queue = next.queue
      sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / workers)))
    },
    stats: () => ({ active, waiting: waiting.length, admitted, workers, queue }),
  }
}

export type WorkPool = ReturnType<typeof createWorkPool>
