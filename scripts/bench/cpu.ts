import { readdirSync, readFileSync } from 'node:fs'

/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ: 100 on every Linux build we run). */
const TICKS_PER_SECOND = 100

/**
 * [parent pid, ticks] of a process from /proc, or null when it is gone (or not Linux). The ticks
 * are its own user + system time and that of its children it has reaped: PostgreSQL ends a
 * backend when the pool closes a connection, and its time must not leave the tree's total with it.
 */
function stat(pid: number): [number, number] | null {
  try {
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return [Number(fields[1]), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])]
  } catch {
    return null
  }
}

/**
 * CPU time (ms) used so far by a process and all its descendants (`total`: the server and the
 * embedded PostgreSQL it started), and by the descendants alone (`descendants`: PostgreSQL's
 * share). Null where /proc cannot tell (not Linux, or the process is gone).
 */
export function processTreeCpuMs(pid: number): { total: number; descendants: number } | null {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return null
  }
  const children = new Map<number, number[]>()
  const ticks = new Map<number, number>()
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const info = stat(Number(entry))
    if (!info) continue
    ticks.set(Number(entry), info[1])
    children.set(info[0], [...(children.get(info[0]) ?? []), Number(entry)])
  }
  const own = ticks.get(pid)
  if (own === undefined) return null
  let total = 0
  const queue = [pid]
  while (queue.length) {
    const next = queue.pop() as number
    total += ticks.get(next) ?? 0
    queue.push(...(children.get(next) ?? []))
  }
  const ms = (n: number) => (n * 1000) / TICKS_PER_SECOND
  return { total: ms(total), descendants: ms(total - own) }
}

/** This process's own CPU time (ms): the load generator's share when autocannon runs in it. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
