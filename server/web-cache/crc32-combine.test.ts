import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Append, crc32AppendOperator } from './crc32-combine.ts'

describe('CRC-32 of a concatenation', () => {
  it('equals the CRC-32 of the joined bytes, for empty, short and long parts', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [32, 40_000],
      [100_000, 3],
    ]) {
      const first = randomBytes(a)
      const second = randomBytes(b)
      const joined = crc32(Buffer.concat([first, second])) >>> 0
      expect(crc32Append(crc32(first) >>> 0, crc32AppendOperator(b), crc32(second) >>> 0)).toBe(joined)
    }
  })
})
