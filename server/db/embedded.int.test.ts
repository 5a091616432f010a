import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freePort } from '../../tests/fixtures/free-port.ts'
import { type EmbeddedDatabase, passwordFile, startEmbeddedPostgres } from './embedded.ts'
import { initialiseCluster } from './embedded-binaries.ts'

async function signIn(port: number, password: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
  try {
    await client.connect()
    return 'signed in'
  } catch (error) {
    return (error as { code?: string }).code
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('embedded PostgreSQL password', { timeout: 120_000 }, () => {
  let root: string
  let server: EmbeddedDatabase | undefined
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'looktag-embedded-'))
    chmodSync(root, 0o755)
  })
  afterEach(async () => {
    await server?.stop()
    server = undefined
    rmSync(root, { recursive: true, force: true })
  })

  it('gives a fresh data directory a random password kept in a file only the app may read', async () => {
    const dir = path.join(root, 'postgres')
    const port = await freePort()
    server = await startEmbeddedPostgres({ dir, port })
    const password = readFileSync(passwordFile(dir), 'utf8').trim()
    expect(statSync(passwordFile(dir)).mode & 0o777).toBe(0o600)
    expect(password).toMatch(/^[\w-]{32,}$/)
    expect(new URL(server.url).password).toBe(password)
    expect(await signIn(port, password)).toBe('signed in')
    expect(await signIn(port, 'postgres')).toBe('28P01')
  })

  it('moves a data directory on the old default password to a random one', async () => {
    const dir = path.join(root, 'postgres')
    const port = await freePort()
    await initialiseCluster({ dir, user: 'postgres', password: 'postgres' })
    server = await startEmbeddedPostgres({ dir, port })
    const password = readFileSync(passwordFile(dir), 'utf8').trim()
    expect(statSync(passwordFile(dir)).mode & 0o777).toBe(0o600)
    expect(password).not.toBe('postgres')
    expect(await signIn(port, 'postgres')).toBe('28P01')
    expect(await signIn(port, password)).toBe('signed in')

    // The next start keeps the same password.
    await server.stop()
    server = await startEmbeddedPostgres({ dir, port })
    expect(readFileSync(passwordFile(dir), 'utf8').trim()).toBe(password)
    expect(await signIn(port, password)).toBe('signed in')
  })
})
