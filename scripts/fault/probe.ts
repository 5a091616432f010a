import { setTimeout as delay } from 'node:timers/promises'

/**
 * Asks `${url}/api/health/live` every 10 ms until `stop()`. Each answer time (ms) goes into the list
 * `bucket()` returned when its request started, so a caller can count it in the phase it began in.
 */
export function probeLive(url: string, bucket: () => number[]) {
  let probing = true
  const done = (async () => {
    while (probing) {
      const into = bucket()
      const start = performance.now()
      await (await fetch(`${url}/api/health/live`)).arrayBuffer()
      into.push(performance.now() - start)
      await delay(10)
    }
  })()
  return {
    async stop() {
      probing = false
      await done
    },
  }
}

/** Percentiles of answer times, and a line saying them. */
export function latencies(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  const max = sorted.at(-1) ?? 0
  return {
    p95: at(0.95),
    p99: at(0.99),
    max,
    text: `${times.length} probes: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  }
}
