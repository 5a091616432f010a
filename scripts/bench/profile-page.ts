/**
 * Where a rendered page's server CPU goes (issue #39): starts the production build with the V8
 * inspector on loopback, seeds the 60-image creator, and for each page records a CPU profile of
 * REQUESTS answers that no cache can answer (a new `?visit=N` each time, as side-by-side.ts asks),
 * four at a time after a warm-up. Prints per page the top frames by self time and the share of each
 * package, and writes the profiles (open them in Chrome DevTools) to PROFILE_DIR.
 *
 *   npx tsx scripts/bench/profile-page.ts [creator|about|trends ...]
 *   PROFILE_PORT (3491), PROFILE_PG_PORT (5691), BENCH_DATA_DIR (.tmp/bench-data), REQUESTS (300),
 *   PROFILE_DIR (.tmp/profiles), TOP (10)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startApp, stopAll, waitFor } from './bench-server.ts'
import { createBench, USERNAME } from './http.ts'

const port = Number(process.env.PROFILE_PORT ?? 3491)
const pgPort = Number(process.env.PROFILE_PG_PORT ?? 5691)
const inspectPort = port + 1000
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'
const requests = Number(process.env.REQUESTS ?? 300)
const top = Number(process.env.TOP ?? 10)
const outDir = process.env.PROFILE_DIR ?? '.tmp/profiles'
const PAGES: Record<string, string> = {
  creator: `/${USERNAME}?search=linen&visit=`,
  about: '/about?visit=',
  trends: '/trends?visit=',
}
const pages = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PAGES)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let id = 0
  const waiting = new Map<number, (result: unknown) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  }
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        waiting.set(++id, resolve as (result: unknown) => void)
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

/** `react-dom`, `i18next`, … for a package's file; `app` for the bundle; `node` and `(program)`, `(garbage collector)` as V8 names them. */
function owner(url: string, name: string) {
  if (!url) return name.startsWith('(') ? name : 'node'
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1] as string
  if (url.startsWith('node:')) return 'node'
  return url.includes('/build/') ? 'app' : url
}
const shortUrl = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^.*\/build\/releases\/[^/]+\//, '')

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  profile.samples.forEach((nodeId, i) => {
    self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const frames = new Map<string, number>()
  const packages = new Map<string, number>()
  let total = 0
  for (const [nodeId, micros] of self) {
    const { functionName, url, lineNumber } = (byId.get(nodeId) as ProfileNode).callFrame
    if (functionName === '(idle)') continue
    total += micros
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`
    frames.set(key, (frames.get(key) ?? 0) + micros)
    const pkg = owner(url, functionName)
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros)
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return { total, frames: sorted(frames), packages: sorted(packages) }
}

try {
  startApp({ port, pgPort, dataDir, nodeFlags: [`--inspect=127.0.0.1:${inspectPort}`] })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/health/live`)
  await createBench(base).ensureCreator()
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const cdp = await inspector((target as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  mkdirSync(outDir, { recursive: true })
  let visit = Date.now()
  // As wrk asks (side-by-side.ts): no compression, which would otherwise be most of the cost of a page asked for once.
  const headers = { cookie: 'cookie_consent=1', 'accept-encoding': 'identity' }
  const load = async (pagePath: string, count: number) => {
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < count) {
          const res = await fetch(`${base}${pagePath}${visit++}`, { headers })
          await res.arrayBuffer()
          if (res.status !== 200) throw new Error(`${pagePath}: ${res.status}`)
        }
      }),
    )
  }
  for (const page of pages) {
    const pagePath = PAGES[page]
    if (!pagePath) throw new Error(`unknown page ${page}; one of ${Object.keys(PAGES).join(', ')}`)
    await load(pagePath, 50)
    await cdp.send('Profiler.start')
    await load(pagePath, requests)
    const { profile } = await cdp.send<{ profile: Profile }>('Profiler.stop')
    writeFileSync(path.join(outDir, `${page}.cpuprofile`), JSON.stringify(profile))
    const { total, frames, packages } = summarize(profile)
    const ms = (micros: number) => (micros / 1000 / requests).toFixed(2)
    console.log(`\n${page} (${pagePath}N): ${ms(total)} ms of the server's main thread per answer, ${requests} answers`)
    console.log(`  by package: ${packages.map(([pkg, micros]) => `${pkg} ${((micros / total) * 100).toFixed(0)}%`).join(', ')}`)
    console.log(`  top ${top} frames by self time (ms per answer, share):`)
    for (const [frame, micros] of frames.slice(0, top))
      console.log(`    ${ms(micros).padStart(6)}  ${((micros / total) * 100).toFixed(1).padStart(4)}%  ${frame}`)
  }
  cdp.close()
} finally {
  await stopAll()
}
