import type { HostGate } from './checker/link-checker.ts'

export interface HostLimits {
  /** Requests to one host at a time. */
  concurrency: number
  /** Least time between the starts of two requests to one host. */
  intervalMs: number
}

export const DEFAULT_HOST_LIMITS: HostLimits = { concurrency: 2, intervalMs: 1_000 }

/**
 * Per-host politeness for the checker, in this process: at most `concurrency` requests in flight
 * per host and one start per `intervalMs`. Waiters queue in order; idle hosts are forgotten.
 */
export function createHostLimiter(
  limits: HostLimits = DEFAULT_HOST_LIMITS,
  now = () => Date.now(),
  /** Told of every start as it is allowed, on the limiter's own clock (the benchmark's measure). */
  onStart?: (host: string, at: number) => void,
) {
  const hosts = new Map<string, { active: number; nextStart: number; queue: (() => void)[]; timer?: NodeJS.Timeout }>()

  function pump(host: string) {
    const state = hosts.get(host)
    if (!state || state.timer) return
    if (!state.queue.length) {
      // Forgotten once idle and past its interval, so a new request still waits its turn.
      if (!state.active) {
        setTimeout(
          () => {
            if (hosts.get(host) === state && !state.active && !state.queue.length) hosts.delete(host)
          },
          Math.max(0, state.nextStart - now()),
        ).unref()
      }
      return
    }
    if (state.active >= limits.concurrency) return
    const wait = state.nextStart - now()
    if (wait > 0) {
      state.timer = setTimeout(() => {
        state.timer = undefined
        pump(host)
      }, wait)
      return
    }
    state.active++
    const at = now()
    state.nextStart = at + limits.intervalMs
    onStart?.(host, at)
    state.queue.shift()!()
    pump(host)
  }

  const gate: HostGate = (hostname) => {
    const host = hostname.toLowerCase()
    let state = hosts.get(host)
    if (!state) {
      state = { active: 0, nextStart: 0, queue: [] }
      hosts.set(host, state)
    }
    const current = state
    return new Promise((resolve) => {
      current.queue.push(() => {
        let released = false
        resolve(() => {
          if (released) return
          released = true
          current.active--
          pump(host)
        })
      })
      pump(host)
    })
  }
  return { gate, size: () => hosts.size }
}
