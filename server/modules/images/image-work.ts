import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'

/**
 * Decoding a 40 MP photo takes ~150 MB of pixels; unbounded, a dozen uploads at once took the
 * process past 850 MB. All heavy sharp work (upload renditions, avatars, the AI studio's encodes)
 * runs through this one process-wide pool: `workers` at a time, up to `queue` more waiting their
 * turn, and beyond that IMAGE_WORK_BUSY (503 with Retry-After) before anything is decoded or
 * stored (docs/decisions/0025). Process-wide because memory is: every app in this process shares it.
 */
export const imageWork = createWorkPool({ workers: defaultImageWorkers(), queue: defaultImageWorkers() * 4 })

/** One image at a time per core, at most 4: each job already uses several libvips threads. */
export function defaultImageWorkers() {
  return Math.max(1, Math.min(availableParallelism(), 4))
}

// libvips' operation cache keeps decoded images around for reuse we never have (every upload is new).
sharp.cache(false)

export function createWorkPool(limits: { workers: number; queue: number }) {
  let { workers, queue } = limits
  let active = 0
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
    /** Sizes from configuration (IMAGE_WORKERS, IMAGE_QUEUE); applies to work that starts afterwards. */
    configure(next: { workers: number; queue: number }) {
      workers = next.workers
      queue = next.queue
    },
    stats: () => ({ active, waiting: waiting.length, workers, queue }),
  }
}

export type WorkPool = ReturnType<typeof createWorkPool>
