import { type MessagePort, workerData } from 'node:worker_threads'
import type { TaskReply } from './thread-pool.ts'

/**
 * The thread's side of server/lib/thread-pool.ts: says it is ready once loaded (budgets start
 * then), and answers each task with the handler's result, or with its error (a thrown task leaves
 * the thread serving the next one).
 */
export function serveTasks<I, O>(handler: (input: I) => O) {
  const port = (workerData as { port?: MessagePort } | null)?.port
  if (!port) throw new Error('serveTasks runs in a thread started by server/lib/thread-pool.ts')
  port.on('message', (input: I) => {
    let reply: TaskReply<O>
    try {
      reply = { ok: true, value: handler(input) }
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies TaskReply<O>)
}
