import { readFileSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'

/**
 * A server process's memory while an upload bench runs (batch-upload.ts, upload-memory.ts): its RSS
 * from /proc now (`idle`), sampled every 50 ms until `stop`, which adds the kernel's high-water
 * mark (VmHWM, which catches a peak between two samples).
 */
export function sampleServerRss(pid: number) {
  const read = (field: 'VmRSS' | 'VmHWM') =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024
  const idle = read('VmRSS')
  let peak = idle
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, read('VmRSS'))
      await delay(50)
    }
  })()
  return {
    idle,
    now: () => read('VmRSS'),
    async stop() {
      sampling = false
      await sampler
      return { peak, hwm: read('VmHWM') }
    },
  }
}
