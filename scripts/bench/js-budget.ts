/**
 * JS budget of public pages: fetches each page from a running server, collects every script the
 * browser loads before the page is interactive (modulepreload links, module scripts — also the one
 * public pages start after their first paint — and their static imports, the route manifest) and sums their gzip sizes (level 9, as the build
 * precompresses them; Brotli shown too). Lazily imported chunks load after the page is painted
 * and are listed apart. Goals (issue #19): ≤ 110 KB gzip per public page, of which the app's own
 * code (everything but React, React DOM and React Router) ≤ 5 KB. Prints PASS/FAIL per goal and
 * always exits 0 (`npm run bench` reads the output). Beside them, what a first visit's document
 * weighs on the wire (headers and the gzipped body the server sends a browser) and whether it fits
 * the first round trip of a new connection, 10 TCP segments (docs/decisions/0047).
 *
 *   BENCH_URL=http://localhost:3203 npx tsx scripts/bench/js-budget.ts [/ /about /trends /some_creator …]
 *   VERBOSE=1 …                        # every file with its size
 */
import { request } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { BROWSER_ACCEPT_ENCODING } from './http.ts'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/pricing', '/trends', '/allinfluencers']
const BUDGET = 110 * 1024
const APP_BUDGET = 5 * 1024
/** What TCP's initial window carries in the first round trip after the request: 10 segments of 1,460 bytes. */
const FIRST_ROUND_TRIP = 10 * 1460

/** A first visit's answer on the wire (no cookies, a browser's Accept-Encoding): status line, headers and body, in bytes. */
function answerBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
    })
    req.on('error', reject)
    req.end()
  })
}
/**
 * The framework's chunks (vite.config.ts groups them): React DOM, React and React Router in
 * `framework`, React Router's client entry (`entry.client`) and the bundler's CommonJS interop
 * (`rolldown-runtime`). VERBOSE=1 shows which files counted as what.
 */
const FRAMEWORK = /^\/assets\/(framework|entry\.client|rolldown-runtime)-[\w-]+\.js$/

const files = new Map<string, string>()
async function source(path: string) {
  let text = files.get(path)
  if (text === undefined) {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    text = await response.text()
    files.set(path, text)
  }
  return text
}

/** What the page itself loads: modulepreload links, script src, imports of its inline module scripts. */
const PAGE_REFS = [
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  /<script[^>]+src="([^"]+\.js)"/g,
  /\bimport\s*(?:[\w$*{},\s]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g,
  /\bimport\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g,
]
/** Static imports of a module (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g

async function closure(entries: string[]) {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const text = await source(path)
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) queue.push(new URL(spec, `${base}${path}`).pathname)
    for (const [, spec] of text.matchAll(/import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)) lazy.add(new URL(spec, `${base}${path}`).pathname)
  }
  return { eager: [...seen], lazy: [...lazy].filter((p) => !seen.has(p)) }
}

const sizes = (text: string) => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).length,
  brotli: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const rows = []
for (const page of pages) {
  const response = await fetch(`${base}${page}`, { headers: { cookie: 'cookie_consent=1' } })
  // Public pages hand React Router's module script to a starter as a JSON string (web/lib/paint-first.ts):
  // unescaped, its imports are read like those of an inline module script.
  const html = (await response.text()).replaceAll('\\n', '\n').replaceAll('\\"', '"')
  // The inline route manifest names every route's modules: only what is imported or preloaded counts.
  const entries = [...new Set(PAGE_REFS.flatMap((re) => [...html.matchAll(re)].map((m) => m[1])))]
  const { eager, lazy } = await closure(entries)
  let gzip = 0
  let brotli = 0
  let raw = 0
  let app = 0
  const detail = []
  for (const path of eager) {
    const s = sizes(await source(path))
    const framework = FRAMEWORK.test(path)
    raw += s.raw
    gzip += s.gzip
    brotli += s.brotli
    if (!framework) app += s.gzip
    detail.push({ file: path.replace('/assets/', ''), gzip: kb(s.gzip), counts_as: framework ? 'framework' : 'app' })
  }
  // What the page's lazy chunks bring with them (their static imports), minus what is already loaded.
  const later = (await closure(lazy)).eager.filter((p) => !eager.includes(p))
  const lazyGzip = (await Promise.all(later.map(async (p) => sizes(await source(p)).gzip))).reduce((a, b) => a + b, 0)
  const answer = await answerBytes(`${base}${page}`)
  rows.push({
    page,
    status: response.status,
    'HTML gzip': kb(sizes(html).gzip),
    'first answer B': answer,
    'in 1st round trip': answer <= FIRST_ROUND_TRIP ? 'yes' : `no (+${answer - FIRST_ROUND_TRIP} B)`,
    scripts: eager.length,
    'JS raw': kb(raw),
    'JS gzip': kb(gzip),
    'JS brotli': kb(brotli),
    'app own gzip': kb(app),
    'lazy later (gzip)': kb(lazyGzip),
    'total ≤ 110 KB': gzip <= BUDGET ? 'PASS' : `FAIL (+${kb(gzip - BUDGET)})`,
    'app ≤ 5 KB': app <= APP_BUDGET ? 'PASS' : `FAIL (+${kb(app - APP_BUDGET)})`,
  })
  if (process.env.VERBOSE) {
    console.log(page)
    console.table(detail.sort((a, b) => Number.parseFloat(b.gzip) - Number.parseFloat(a.gzip)))
  }
}
console.table(rows)
for (const row of rows) {
  console.log(
    `${row.page}: JS ${row['JS gzip']} gzip (goal ≤ 110 KB) ${row['total ≤ 110 KB']}; app's own ${row['app own gzip']} (goal ≤ 5 KB) ${row['app ≤ 5 KB']}; first answer ${row['first answer B']} B, in the first round trip (${FIRST_ROUND_TRIP} B): ${row['in 1st round trip']}`,
  )
}
