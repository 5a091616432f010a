import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'
import { type S3TestServer, startS3Server } from '../tests/mocks/s3-server.ts'
import {
  blockFor,
  containerRun,
  deploymentProblems,
  enabledInstances,
  fillPlaceholders,
  OPERATIONS,
  parseUnit,
  SAMPLE_SECRET,
  systemdEnvironment,
  UNIT_FILE,
} from './deploy-docs.ts'

const markdown = readFileSync(OPERATIONS, 'utf8')

describe('the deployment blocks of docs/operations.md, as pasted', () => {
  it('hold nothing that systemd, nginx or podman would read otherwise than meant', () => {
    expect(deploymentProblems()).toEqual([])
  })

  it('read the environment file as systemd does: one variable per line, no comment in a value', () => {
    const { file, env } = systemdEnvironment(markdown, '3001')
    expect(file.ignored).toEqual([])
    expect(env).toMatchObject({ TRUST_PROXY: '127.0.0.1', S3_BUCKET: 'looktag', S3_PRIVATE_BUCKET: 'looktag-private', PORT: '3001' })
    expect(enabledInstances(markdown)).toEqual(['3001', '3002'])
  })

  // Debian's systemd checks the unit as systemctl would load it, with the checkout where the unit says /srv/looktag.
  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('give a unit systemd-analyze verify accepts', () => {
    const unit = blockFor(markdown, UNIT_FILE) ?? ''
    const workingDirectory = parseUnit(unit, '3001').Service?.find(([key]) => key === 'WorkingDirectory')?.[1] ?? ''
    const dir = mkdtempSync(path.join(tmpdir(), 'looktag-unit-'))
    try {
      writeFileSync(path.join(dir, 'looktag@.service'), unit.replaceAll(workingDirectory, path.resolve(import.meta.dirname, '..')))
      const output = execFileSync('systemd-analyze', ['verify', path.join(dir, 'looktag@3001.service')], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
      expect(output).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('publish the container on the host’s loopback only, with a trusted proxy', () => {
    const run = containerRun(markdown)
    expect(run.command).not.toMatch(/--network[ =]host/)
    expect(run.publish.every((p) => p.startsWith('127.0.0.1:'))).toBe(true)
    expect(run.env.TRUST_PROXY).toBeTruthy()
  })
})

describe('an instance started on the documented environment file', () => {
  let s3: S3TestServer
  let t: TestApp
  let replaced: string[]
  const log: string[] = []
  beforeAll(async () => {
    const { env } = systemdEnvironment(markdown, '3001')
    s3 = await startS3Server({ bucket: env.S3_BUCKET, otherBuckets: [env.S3_PRIVATE_BUCKET], accessKeyId: 'doc-key' })
    // Only the placeholders are filled (the database and S3 endpoint with this test's own);
    // every other value is used as the docs write it. DATA_DIR stays the test's temporary folder.
    const filled = fillPlaceholders(env, { JWT_SECRET: SAMPLE_SECRET, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'doc-key' })
    replaced = filled.replaced
    const { DATA_DIR: _dataDir, ...rest } = filled.env
    // The request log names each request's client address: what rate limits and visitor counts use.
    t = await createTestApp({ env: rest, overrides: { logger: { level: 'debug', stream: { write: (line: string) => log.push(line) } } } })
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
  })

  it('fills only secrets and hosts the operator supplies', () => {
    expect(replaced.sort()).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'S3_ACCESS_KEY_ID',
      'S3_ENDPOINT',
      'S3_SECRET_ACCESS_KEY',
      'SMTP_URL',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
  })

  it('runs in production behind the proxy, with mail, both buckets and the database up', async () => {
    expect(t.config.production).toBe(true)
    expect(t.config.trustProxy).toEqual(['127.0.0.1'])
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', jobs: 'up', storage: 'up', mail: 'smtp' })
    expect(new Set(s3.requests.filter((r) => r.method === 'HEAD').map((r) => r.bucket))).toEqual(new Set(['looktag', 'looktag-private']))
  })

  it('believes the forwarded client address from nginx on this machine, and only from it', async () => {
    const seen = async (remoteAddress: string) => {
      const url = `/api/health/live?from=${remoteAddress}`
      await t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } })
      const line = log.map((l) => JSON.parse(l) as { url?: string; ip?: string }).find((l) => l.url === url)
      return line?.ip
    }
    expect(await seen('127.0.0.1')).toBe('203.0.113.9')
    expect(await seen('198.51.100.7')).toBe('198.51.100.7')
  })
})
