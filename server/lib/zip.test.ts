import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readStoredZip, storedZip, zipStream } from './zip.ts'

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'])
    return true
  } catch {
    return false
  }
})()

const files = [
  { name: 'account.json', data: Buffer.from('{"username":"a"}') },
  { name: 'images/صورة.webp', data: Buffer.alloc(70_000, 7) },
]

describe('zip writer', () => {
  it('streams the same archive it builds in memory, readable by unzip', async () => {
    async function* produce() {
      for (const file of files) yield file
    }
    const chunks: Buffer[] = []
    for await (const chunk of zipStream(produce())) chunks.push(chunk as Buffer)
    const streamed = Buffer.concat(chunks)
    expect(streamed.equals(storedZip(files))).toBe(true)
    expect(readStoredZip(streamed).map((e) => [e.name, e.data.length])).toEqual([
      ['account.json', 16],
      ['images/صورة.webp', 70_000],
    ])
    if (!hasUnzip) return
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'a.zip')
    writeFileSync(file, streamed)
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected')
  })
})
