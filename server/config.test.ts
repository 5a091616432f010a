import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
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
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://looktag.example' })).toThrow(
      /STRIPE_SECRET_KEY/,
    )
  })

  it('never creates demo content in production', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_CONTENT: 'true' })
    expect(config.demoContent).toBe(false)
  })
})
