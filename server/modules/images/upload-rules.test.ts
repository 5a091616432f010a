import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(file)
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [file] : []
  })

describe('upload rules', () => {
  it('are read and written on the platform settings row by one repository only; others call its service', () => {
    const readers = files('server')
      .filter((file) => /platformSettings\.(maxExpiryDays|requireDisclosure)/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.startsWith(path.join('server', 'db', 'schema')))
    expect(readers).toEqual([path.join('server', 'modules', 'images', 'upload-rules.repository.ts')])
  })
})
