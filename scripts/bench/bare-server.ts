/**
 * A server that does nothing but answer: each request gets the bytes the app answered to the same
 * method and path (status, headers and the body as sent, compressed or not), captured once by
 * scripts/bench/ceilings.ts. No routing beyond a map lookup, no hooks, no database. Loopback only;
 * prints its port on the first line of stdout and runs until it is ended.
 *
 *   node --import tsx scripts/bench/bare-server.ts <answers.json>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

export interface CapturedAnswer {
  method: string
  path: string
  status: number
  headers: [string, string][]
  /** The body exactly as it went over the wire, base64. */
  body: string
}

const answers = new Map(
  (JSON.parse(readFileSync(process.argv[2], 'utf8')) as CapturedAnswer[]).map((answer) => [
    `${answer.method} ${answer.path}`,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
)

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method} ${(req.url ?? '/').split('?')[0]}`)
  // A request body (the beacon's) is read to its end before the answer, as the app reads it.
  req.resume()
  req.on('end', () => {
    if (!answer) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(answer.status, answer.headers.flat()).end(answer.body)
  })
})
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
