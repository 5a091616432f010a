import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_MALLOC_ENV, serverEnv } from '../scripts/runtime.mjs'
import { loadConfig, loadDotEnv } from './config.ts'

/**
 * `npm start` gives React its production build (NODE_ENV=production) while the app keeps the run
 * mode the operator asked for (LOOKTAG_MODE, docs/decisions/0007 and 0028). npm start and npm run
 * worker both go through scripts/start.mjs, which runs the server with serverEnv().
 */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/** What server/main.ts sees when `npm start` runs in a shell with `env`. */
function startEnv(env: Record<string, string>) {
  const names = ['NODE_ENV', 'LOOKTAG_MODE', ...Object.keys(SERVER_MALLOC_ENV)]
  const all = serverEnv(env)
  return Object.fromEntries(names.map((name) => [name, all[name]]))
}

describe('npm start and npm run worker', () => {
  it('run the server and the workers through one launcher (same flags, same environment)', () => {
    expect(scripts.start).toBe('node scripts/start.mjs')
    expect(scripts.worker).toBe('node scripts/start.mjs worker')
    expect(scripts.prestart).toBeUndefined()
    expect(scripts.preworker).toBeUndefined()
  })
})

const SECRETS = {
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://mail.looktag.example:587',
}

describe('npm start: React in production, the app in the mode asked for', () => {
  it('runs React in production and the app in development when nothing is set', () => {
    const env = startEnv({})
    expect(env).toEqual({ NODE_ENV: 'production', LOOKTAG_MODE: 'development', ...SERVER_MALLOC_ENV })
    const config = loadConfig(env)
    expect(config.production).toBe(false)
    expect(config.demoContent).toBe(true)
  })

  it('keeps production when the operator sets NODE_ENV=production (and still refuses unsafe defaults)', () => {
    const env = startEnv({ NODE_ENV: 'production' })
    expect(env).toEqual({ NODE_ENV: 'production', LOOKTAG_MODE: 'production', ...SERVER_MALLOC_ENV })
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET/)
    expect(loadConfig({ ...env, ...SECRETS }).production).toBe(true)
  })

  it('lets LOOKTAG_MODE say the mode outright', () => {
    expect(startEnv({ LOOKTAG_MODE: 'production', NODE_ENV: 'development' })).toEqual({
      NODE_ENV: 'production',
      LOOKTAG_MODE: 'production',
      ...SERVER_MALLOC_ENV,
    })
    expect(startEnv({ NODE_ENV: 'test' }).LOOKTAG_MODE).toBe('test')
    expect(loadConfig({ NODE_ENV: 'test', LOOKTAG_MODE: 'production', ...SECRETS }).production).toBe(true)
  })

  it('decides by NODE_ENV alone when LOOKTAG_MODE is not set (tsx server/main.ts, workers, tests)', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...SECRETS }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', LOOKTAG_MODE: '', ...SECRETS }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false)
  })
})

describe('npm start: glibc malloc settings', () => {
  it('sets the ones the benchmarks and fault scripts use, unless the environment sets its own', () => {
    expect(startEnv({})).toMatchObject(SERVER_MALLOC_ENV)
    // 32 KB: the pages and answers of 32–64 KB get their own mappings too (decision 0043).
    expect(startEnv({})).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' })
    expect(startEnv({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '131072' })).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '131072',
    })
  })
})

describe('.env and the run mode', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
  const envFile = (text: string) => {
    dir = mkdtempSync(path.join(tmpdir(), 'looktag-env-'))
    const file = path.join(dir, '.env')
    writeFileSync(file, text)
    return file
  }

  it('gives production to a .env that asks for it, although npm start defaulted the mode to development', () => {
    const env: Record<string, string | undefined> = { ...startEnv({}) }
    loadDotEnv(envFile('NODE_ENV=production\nPORT=4000\n'), env)
    expect(env.LOOKTAG_MODE).toBe('production')
    expect(env.PORT).toBe('4000')
    expect(() => loadConfig(env)).toThrow(/Production mode refuses/)
  })

  it('never lowers the mode from .env: real environment variables win', () => {
    const env: Record<string, string | undefined> = { ...startEnv({ NODE_ENV: 'production' }), PORT: '5000' }
    loadDotEnv(envFile('LOOKTAG_MODE=development\nPORT=4000\n'), env)
    expect(env.LOOKTAG_MODE).toBe('production')
    expect(env.PORT).toBe('5000')
  })
})
