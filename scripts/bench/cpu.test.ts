import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { processTreeCpuMs } from './cpu.ts'

// A child that burns 300 ms of its own CPU (not wall time), says so, and waits to be ended.
const BURN = `
const start = process.cpuUsage()
while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < 300) {}
process.stdout.write('burnt')
process.stdin.resume()
`

describe.runIf(process.platform === 'linux')('processTreeCpuMs', () => {
  it('counts the CPU time of the process and of its children, and the children apart', async () => {
    const start = processTreeCpuMs(process.pid)
    const [before, beforeChildren] = [start?.total ?? 0, start?.descendants ?? 0]
    const child = spawn(process.execPath, ['-e', BURN], { stdio: ['pipe', 'pipe', 'inherit'] })
    try {
      await once(child.stdout, 'data')
      // /proc counts in 10 ms ticks: 300 ms burnt is at least 290 ms counted.
      expect((processTreeCpuMs(process.pid)?.total ?? 0) - before).toBeGreaterThanOrEqual(290)
      expect((processTreeCpuMs(process.pid)?.descendants ?? 0) - beforeChildren).toBeGreaterThanOrEqual(290)
      expect(processTreeCpuMs(child.pid as number)).toMatchObject({ total: expect.any(Number), descendants: 0 })
      expect(processTreeCpuMs(child.pid as number)?.total).toBeGreaterThanOrEqual(290)
    } finally {
      child.kill()
    }
  })

  it('keeps the time of a child that has ended', async () => {
    const before = processTreeCpuMs(process.pid)?.total ?? 0
    const child = spawn(process.execPath, ['-e', BURN], { stdio: ['pipe', 'pipe', 'inherit'] })
    await once(child.stdout, 'data')
    child.stdin.end()
    child.kill()
    await once(child, 'exit')
    expect((processTreeCpuMs(process.pid)?.total ?? 0) - before).toBeGreaterThanOrEqual(290)
  })

  it('is null for a process that does not exist', () => {
    expect(processTreeCpuMs(2 ** 22 + 1)).toBeNull()
  })
})
