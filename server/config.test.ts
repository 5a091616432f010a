import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig, UPSTREAM_SOURCE_URL } from './config.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://mail.looktag.example:587',
}

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.database.url).toBeUndefined()
    expect(config.database.embedded.dir).toBe(path.resolve('data/postgres'))
    expect(config.uploadsDir).toBe(path.resolve('data/uploads'))
    expect(config.mail.outboxDir).toBe(path.resolve('data/outbox'))
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.demoContent).toBe(true)
  })

  it("offers the upstream source unless SOURCE_URL names the running version's own", () => {
    expect(loadConfig({}).sourceUrl).toBe(UPSTREAM_SOURCE_URL)
    expect(loadConfig({ SOURCE_URL: 'https://git.example.org/ops/looktag' }).sourceUrl).toBe('https://git.example.org/ops/looktag')
    expect(() => loadConfig({ SOURCE_URL: 'not a url' })).toThrow(/SOURCE_URL/)
  })

  it('keeps everything under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/looktag' })
    expect([config.database.embedded.dir, config.uploadsDir, config.mail.outboxDir].every((p) => p.startsWith('/srv/looktag/'))).toBe(true)
  })

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/)
  })

  it('refuses to start in production with unsafe defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*PUBLIC_URL/)
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', PUBLIC_URL: 'https://looktag.example' })).toThrow(/JWT_SECRET/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'production-secret-with-variety-0123456789',
        PUBLIC_URL: 'https://looktag.example',
      }),
    ).toThrow(/STRIPE_SECRET_KEY/)
  })

  it('refuses a JWT_SECRET without variety in production', () => {
    for (const weak of ['x'.repeat(36), 'ab'.repeat(20), 'abcabcabc'.repeat(4), '1234567'.repeat(5)]) {
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: weak }), weak).toThrow(
        /JWT_SECRET \(a random value: at least 8 different characters/,
      )
    }
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: '3f9a0c7e5b21d4869a0f3e7c1b5d2a84' }).production).toBe(true)
    // Outside production a typed secret still works (tests, local setups).
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(36) }).jwtSecret).toBe('x'.repeat(36))
  })

  it('refuses production without a mail transport, and takes the outbox only when asked by name', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION
    expect(() => loadConfig(withoutMail)).toThrow(/SMTP_URL \(or MAIL_TRANSPORT=outbox/)
    expect(loadConfig({ ...withoutMail, MAIL_TRANSPORT: 'outbox' }).mail.transport).toBe('outbox')
    expect(loadConfig(PRODUCTION).mail.transport).toBe('smtp')
    expect(loadConfig({}).mail.transport).toBe('outbox')
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/)
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/)
  })

  it('never creates demo content in production', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_CONTENT: 'true' })
    expect(config.demoContent).toBe(false)
  })
})

describe('run modes (docs/decisions/0007-run-modes.md)', () => {
  const dirs: string[] = []
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'looktag-config-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig(PRODUCTION).host).toBe('127.0.0.1')
  })

  it('generates a JWT secret once, readable only by its owner, and keeps it across restarts', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir })
    const secret = first.jwtSecret
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dir, 'jwt-secret')
    expect(first.jwtSecretFile).toBe(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(secret)
    // A restart reads the same secret; another data directory gets its own.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(secret)
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(secret)
  })

  it('writes nothing while loading, and no secret file when JWT_SECRET is given', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) })
    expect(config.jwtSecret).toBe('s'.repeat(40))
    expect(config.jwtSecretFile).toBeUndefined()
    loadConfig({ DATA_DIR: dir })
    expect(() => statSync(path.join(dir, 'jwt-secret'))).toThrow()
  })

  it('tightens a secret file that came back readable by others', () => {
    const dir = dataDir()
    const file = path.join(dir, 'jwt-secret')
    writeFileSync(file, `${'k'.repeat(48)}\n`, { mode: 0o644 })
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('k'.repeat(48))
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('believes X-Forwarded-For from nobody unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig(PRODUCTION).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*not understood: true/)
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    // Ranges that trust everyone, or that Fastify cannot read, are configuration errors, not a TypeError at start.
    for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0.0.0.0']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY: .*trusts every address/)
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.255.0' })).toThrow(/TRUST_PROXY: .*not understood: 10.0.0.0\/255.0.255.0/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0,0.0.0.0/1' }).trustProxy).toEqual(['10.0.0.0/255.0.0.0', '0.0.0.0/1'])
  })

  it('serves the API docs in development, and in production only when API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true)
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false)
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false)
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true)
  })
})
