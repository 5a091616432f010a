import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readStoredZip, readZipDirectory, storedZip, type ZipEntry, zipStream } from './zip.ts'

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

describe('zip writer past the classic limits (ZIP64)', () => {
  it('writes more than 65,535 entries and more than 4 GiB as one readable archive, streamed', async () => {
    // 66,000 small files, then 65 of 64 MiB (one buffer, sent again and again): 4.26 GB in all,
    // read as it streams; only the archive's last bytes (the central directory) are kept.
    const SMALL = 66_000
    const big = Buffer.alloc(64 * 1024 * 1024)
    const bigCrc = crc32(big)
    const BIG = 65
    async function* produce(): AsyncGenerator<ZipEntry> {
      for (let i = 0; i < SMALL; i++) yield { name: `images/${i}.txt`, data: Buffer.from(String(i)) }
      for (let i = 0; i < BIG; i++) yield { name: `originals/${i}.bin`, data: big, crc: bigCrc }
    }
    const localHeaders: number[] = []
    let last: Buffer = Buffer.alloc(0)
    let total = 0
    for await (const chunk of zipStream(produce())) {
      last = chunk as Buffer
      if (last.length >= 30 && last.readUInt32LE(0) === 0x04034b50) localHeaders.push(total)
      total += last.length
    }
    expect(total).toBeGreaterThan(2 ** 32)
    // The last chunk is the central directory with the end records.
    const entries = readZipDirectory(last, total - last.length)
    expect(entries).toHaveLength(SMALL + BIG)
    expect(entries.map((e) => e.offset)).toEqual(localHeaders)
    expect(entries[1234]).toMatchObject({ name: 'images/1234.txt', size: 4, crc: crc32(Buffer.from('1234')) })
    const final = entries.at(-1)
    expect(final).toMatchObject({ name: `originals/${BIG - 1}.bin`, size: big.length, crc: bigCrc })
    expect(final?.offset).toBeGreaterThan(2 ** 32)
  }, 120_000)

  it('writes more than 65,535 entries that unzip reads and tests', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ({ name: `f/${i}`, data: Buffer.from(`file ${i}`) }))
    const zip = storedZip(many)
    expect(readStoredZip(zip).map((e) => e.data.toString())[69_999]).toBe('file 69999')
    if (!hasUnzip) return
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'many.zip')
    writeFileSync(file, zip)
    const tested = execFileSync('unzip', ['-tq', file]).toString()
    expect(tested).toContain('No errors detected')
  })
})
