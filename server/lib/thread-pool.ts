import { MessageChannel, type MessagePort, type ResourceLimits, receiveMessageOnPort, Worker } from 'node:worker_threads'

/**
 * What became of a task: its answer, or why there is none. `budget`: it ran past its time and its
 * thread was ended; `busy`: too many tasks were waiting; `failed`: the thread threw, crashed or
 * could not start. None of these reaches the caller's process as an exception.
 */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; failure: 'budget' | 'busy' | 'failed'; detail?: string }

/** The messages a pool's thread sends (server/lib/thread-task.ts): `ready` once loaded, then one answer per task. */
export type TaskReply<T> = { ready: true } | { ok: true; value: T } | { ok: false; error: string }

export interface ThreadPoolOptions {
  /** The thread's entry file, named from the project root (server/paths.ts): the same from source and bundle. */
  file: string
  /** Threads at most; each starts on demand. */
  size: number
  /** Tasks waiting for a thread at most; beyond that, `busy` at once. */
  queue: number
  /** A thread without work for this long is ended, giving its memory back. */
  idleMs: number
  /** How long a thread may take to load before its first task counts as failed (budgets start once it is ready). */
  startMs?: number
  resourceLimits?: ResourceLimits
}

interface Task<I, O> {
  input: I
  budgetMs: number
  settle(outcome: TaskOutcome<O>): void
}

interface Thread<I, O> {
  worker: Worker
  /** Tasks and answers travel here (not the worker's own port) so a late answer can be taken synchronously. */
  port: MessagePort
  ready: boolean
  task: Task<I, O> | null
  timer: NodeJS.Timeout | null
}

/**
 * A small pool of worker threads for CPU-bound work that must not hold the event loop: bounded
 * threads and queue, a time budget per task (past it the thread is ended, not waited for),
 * threads started lazily and ended when idle (docs/decisions/0076).
 */
export function createThreadPool<I, O>(options: ThreadPoolOptions) {
  const threads = new Set<Thread<I, O>>()
  const waiting: Task<I, O>[] = []
  const running = new Set<Promise<unknown>>()

  function end(thread: Thread<I, O>) {
    threads.delete(thread)
    if (thread.timer) clearTimeout(thread.timer)
    thread.worker.removeAllListeners('exit')
    thread.port.close()
    thread.worker.terminate().catch(() => undefined)
  }

  function finish(thread: Thread<I, O>, outcome: TaskOutcome<O>) {
    const task = thread.task
    if (!task) return
    thread.task = null
    if (thread.timer) clearTimeout(thread.timer)
    thread.timer = null
    task.settle(outcome)
    if (threads.has(thread)) idle(thread)
    pump()
  }

  /** Unreferenced while idle, so a waiting thread never keeps a finishing process alive. */
  function idle(thread: Thread<I, O>) {
    thread.worker.unref()
    thread.port.unref()
    thread.timer = setTimeout(() => end(thread), options.idleMs)
    thread.timer.unref()
  }

  function spawn(): Thread<I, O> {
    // No execArgv: the parent's flags (tsx's loader, heap sizes) are not the thread's; Node runs the TypeScript entry itself.
    const { port1, port2 } = new MessageChannel()
    const worker = new Worker(options.file, {
      execArgv: [],
      resourceLimits: options.resourceLimits,
      workerData: { port: port2 },
      transferList: [port2],
    })
    const thread: Thread<I, O> = { worker, port: port1, ready: false, task: null, timer: null }
    const failed = (detail: string) => {
      // A thread that answered and then died: its answer may still wait on the port, unread.
      const waiting = thread.task ? receiveMessageOnPort(port1) : undefined
      if (waiting) answered(thread, waiting.message as TaskReply<O>)
      end(thread)
      finish(thread, { ok: false, failure: 'failed', detail })
    }
    port1.on('message', (reply: TaskReply<O>) => answered(thread, reply))
    port1.on('messageerror', (error) => failed(error.message))
    worker.on('error', (error) => failed(String((error as { code?: string }).code ?? error.message)))
    worker.on('exit', (code) => failed(`exit ${code}`))
    threads.add(thread)
    return thread
  }

  function answered(thread: Thread<I, O>, reply: TaskReply<O>) {
    if ('ready' in reply) {
      thread.ready = true
      if (thread.task) arm(thread, thread.task)
    } else finish(thread, reply.ok ? { ok: true, value: reply.value } : { ok: false, failure: 'failed', detail: reply.error })
  }

  /** The task's budget once the thread is ready; until then, the time a thread may take to load. */
  function arm(thread: Thread<I, O>, task: Task<I, O>) {
    if (thread.timer) clearTimeout(thread.timer)
    const [ms, outcome]: [number, TaskOutcome<O>] = thread.ready
      ? [task.budgetMs, { ok: false, failure: 'budget', detail: `${task.budgetMs} ms` }]
      : [options.startMs ?? 30_000, { ok: false, failure: 'failed', detail: 'did not start' }]
    thread.timer = setTimeout(() => {
      // An answer may already wait behind a busy event loop: the budget is the thread's time, not the loop's.
      const waiting = receiveMessageOnPort(thread.port)
      if (waiting) return answered(thread, waiting.message as TaskReply<O>)
      end(thread)
      finish(thread, outcome)
    }, ms)
  }

  function start(thread: Thread<I, O>, task: Task<I, O>) {
    thread.task = task
    thread.worker.ref()
    thread.port.ref()
    arm(thread, task)
    try {
      thread.port.postMessage(task.input)
    } catch (error) {
      finish(thread, { ok: false, failure: 'failed', detail: (error as Error).message })
    }
  }

  function pump() {
    while (waiting.length) {
      let free: Thread<I, O> | undefined
      for (const thread of threads) if (!thread.task) free = thread
      if (!free && threads.size >= options.size) return
      start(free ?? spawn(), waiting.shift()!)
    }
  }

  return {
    /** Runs `input` on a thread within `budgetMs` (counted from the moment a thread takes it). */
    run(input: I, budgetMs: number): Promise<TaskOutcome<O>> {
      if (waiting.length >= options.queue) return Promise.resolve({ ok: false, failure: 'busy' })
      const outcome = new Promise<TaskOutcome<O>>((settle) => waiting.push({ input, budgetMs, settle }))
      running.add(outcome)
      void outcome.then(() => running.delete(outcome))
      pump()
      return outcome
    },
    /** Lets the tasks already given finish (each within its budget), then ends every thread. A later task starts one again. */
    async close() {
      await Promise.all(running)
      for (const thread of threads) end(thread)
    },
    /** Threads alive now. */
    get threads() {
      return threads.size
    },
  }
}

export type ThreadPool<I, O> = ReturnType<typeof createThreadPool<I, O>>
