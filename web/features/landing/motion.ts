import { useEffect, useRef, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for less motion. The server (and hydration) assume no preference. */
export function useReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

export function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches
}

/** Calls `tick` every `delayMs` while `running`; the latest `tick` is used without restarting the timer. */
export function useInterval(tick: () => void, delayMs: number, running: boolean) {
  const latest = useRef(tick)
  latest.current = tick
  useEffect(() => {
    if (!running) return
    const id = window.setInterval(() => latest.current(), delayMs)
    return () => window.clearInterval(id)
  }, [delayMs, running])
}
