import { useCallback, useEffect, useRef, useState } from 'react'
import { type TwinGeneration, twinApi } from '../../../contract/twin.ts'
import { call } from '../../lib/api.ts'
import { isFinished } from './twin-state.ts'

/** How often a running generation is read again (the contract: "every few seconds"). */
const GENERATION_POLL_MS = 2_000

/**
 * Follows one generation (prompt or outfit) from its 202 answer until it succeeded or failed,
 * so the spinner can say which step runs. Calls `onDone` once with the finished generation.
 */
export function useGeneration(onDone: (generation: TwinGeneration) => void) {
  const [running, setRunning] = useState<TwinGeneration | null>(null)
  const done = useRef(onDone)
  done.current = onDone

  const follow = useCallback((generation: TwinGeneration) => {
    if (isFinished(generation)) done.current(generation)
    else setRunning(generation)
  }, [])

  const id = running?.id
  useEffect(() => {
    if (!id) return
    let stopped = false
    const timer = setInterval(async () => {
      const result = await call(twinApi.generation, { params: { id } })
      if (stopped) return
      if (!result.ok) {
        // Network hiccups are retried on the next tick; a lost generation ends as a failure.
        if (result.status === 404) {
          setRunning(null)
          done.current({ id, kind: 'prompt', status: 'failed', prompt: '', step: null, images: [], error: 'generation_failed' })
        }
        return
      }
      if (isFinished(result.data)) {
        setRunning(null)
        done.current(result.data)
      } else setRunning(result.data)
    }, GENERATION_POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [id])

  return { running, follow }
}
