import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

/**
 * A password typed at the terminal without echo, or the first line of standard input when that is a
 * pipe or a file, so it never appears in a command line, on the screen or in a log.
 */
export async function readPassword(prompt: string): Promise<string> {
  const terminal = process.stdin.isTTY === true
  if (terminal) process.stderr.write(prompt)
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const lines = createInterface({ input: process.stdin, output: silent, terminal })
  try {
    return await new Promise<string>((resolve) => {
      lines.once('line', resolve)
      lines.once('close', () => resolve(''))
    })
  } finally {
    lines.close()
    process.stdin.destroy()
    if (terminal) process.stderr.write('\n')
  }
}
