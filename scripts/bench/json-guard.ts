/**
 * What a hostile JSON body costs the server (issue #34): each 100 KB worst case from
 * scripts/fault/hostile-bodies.ts goes through the app's own body pipeline (the depth and size
 * check, the JSON parser, the text walk over every field, a route schema and the translated error)
 * in one process, without network or database. Prints per body the median, p99 and slowest CPU
 * time of RUNS requests after a warm-up (CPU time, so other processes on a shared machine do not
 * count); the goal is a median under 5 ms each (docs/performance.md "Hostile input").
 *   RUNS=200 npx tsx scripts/bench/json-guard.ts
 */
import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTranslator, loadCatalogs } from '../../server/i18n.ts'
import { errorHandling } from '../../server/plugins/errors.ts'
import { inputText } from '../../server/plugins/input-text.ts'
import { jsonBody } from '../../server/plugins/json-body.ts'
import { requestLanguage } from '../../server/plugins/request-language.ts'
import { hostileBodies } from '../fault/hostile-bodies.ts'

const RUNS = Number(process.env.RUNS ?? 200)
const GOAL_MS = 5

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 })
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
await app.register(cookie)
await app.register(requestLanguage, { translator: createTranslator(loadCatalogs()) })
await app.register(errorHandling)
await app.register(jsonBody)
await app.register(inputText)
// As most write routes are: an object with a few known fields.
app.post('/api/echo', { schema: { body: z.object({ next: z.string().max(200).optional() }) } }, async () => ({ ok: true }))
await app.ready()

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number
let over = 0
console.log(`body (100 KB)                           status  CPU ms: median    p99     max`)
for (const [name, payload] of Object.entries(hostileBodies())) {
  const send = () => app.inject({ method: 'POST', url: '/api/echo', payload, headers: { 'content-type': 'application/json' } })
  for (let i = 0; i < 20; i++) await send()
  const times: number[] = []
  let status = 0
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage()
    status = (await send()).statusCode
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  const median = percentile(times, 0.5)
  if (median >= GOAL_MS) over++
  console.log(
    `${name.padEnd(40)}${String(status).padStart(6)}${median.toFixed(2).padStart(11)}${percentile(times, 0.99).toFixed(2).padStart(8)}${(times.at(-1) as number).toFixed(2).padStart(8)}`,
  )
}
await app.close()
console.log(over ? `FAIL ${over} bodies over ${GOAL_MS} ms (median)` : `ok   every body under ${GOAL_MS} ms (median)`)
process.exitCode = over ? 1 : 0
