/**
 * Fails when the web app names an API path or an answer type by hand: every call goes through
 * `call(endpoint)` of web/lib/api.ts and every link through `urlOf(endpoint)`, with the endpoint
 * declared once in contract/ (docs/how-to/add-an-endpoint.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The client itself. */
const CLIENT = new Set(['web/lib/api.ts', 'web/lib/upload.ts'])

const RULES: [RegExp, string][] = [
  [/\bapi<\{/g, 'an answer type written by hand (declare the endpoint in contract/)'],
  [/\b(?:api|apiForm|uploadWithProgress)\s*(?:<[^()]*>)?\(/g, 'a direct client call (use call(endpoint))'],
  [/['"`]\/api\//g, 'an API path written by hand (use call(endpoint) or urlOf(endpoint))'],
]

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (/\.(tsx|ts)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full
  }
}

const problems: string[] = []
for (const file of files('web')) {
  if (CLIENT.has(file)) continue
  const source = readFileSync(file, 'utf8')
  for (const [pattern, what] of RULES)
    for (const hit of source.matchAll(pattern)) problems.push(`${file}:${source.slice(0, hit.index).split('\n').length}: ${what}`)
}

if (problems.length) {
  console.error(`API calls outside the contract:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('API call check passed')
