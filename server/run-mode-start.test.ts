import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_MALLOC_ENV, serverEnv } from '../scripts/runtime.mjs'
import { librariesEnv, loadConfig, loadDotEnv } from './config.ts'

/**
 * NODE_ENV is the one run-mode switch (docs/decisions/0064): npm start and npm run worker pass the
 * operator's environment on (scripts/start.mjs, serverEnv()), and server/main.ts gives React its
 * production build once the mode is read.
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

describe('the run mode', () => {
  it('is development when nothing is set, and React still gets its production build with the built web app', () => {
    const env = startEnv({})
    expect(env).toEqual({ NODE_ENV: undefined, LOOKTAG_MODE: undefined, ...SERVER_MALLOC_ENV })
    const config = loadConfig(env)
    expect(config.production).toBe(false)
    expect(config.demoContent).toBe(true)
    expect(librariesEnv(config)).toBe('production')
    expect(librariesEnv(loadConfig({ WEB_MODE: 'vite' }))).toBe('development')
  })

  it('is production when the operator sets NODE_ENV=production (which still refuses unsafe defaults)', () => {
    const env = startEnv({ NODE_ENV: 'production' })
    expect(env).toMatchObject({ NODE_ENV: 'production', LOOKTAG_MODE: undefined })
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET/)
    expect(loadConfig({ ...env, ...SECRETS }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false)
  })

  it('refuses a LOOKTAG_MODE that disagrees with NODE_ENV, naming both', () => {
    expect(() => loadConfig({ LOOKTAG_MODE: 'production', ...SECRETS })).toThrow(
      /LOOKTAG_MODE=production disagrees with NODE_ENV=development.*set NODE_ENV=production/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', LOOKTAG_MODE: 'development', ...SECRETS })).toThrow(/LOOKTAG_MODE/)
    expect(loadConfig({ NODE_ENV: 'production', LOOKTAG_MODE: 'production', ...SECRETS }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', LOOKTAG_MODE: '', ...SECRETS }).production).toBe(true)
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

  it('gives production to a .env that asks for it, even over NODE_ENV=development in the shell', () => {
    const env: Record<string, string | undefined> = { ...startEnv({ NODE_ENV: 'development' }) }
    loadDotEnv(envFile('NODE_ENV=production\nPORT=4000\n'), env)
    expect(env.NODE_ENV).toBe('production')
    expect(env.PORT).toBe('4000')
    expect(() => loadConfig(env)).toThrow(/Production mode refuses/)
  })

  it('never lowers the mode from .env: real environment variables win', () => {
    const env: Record<string, string | undefined> = { ...startEnv({ NODE_ENV: 'production' }), PORT: '5000' }
    loadDotEnv(envFile('NODE_ENV=development\nPORT=4000\n'), env)
    expect(env.NODE_ENV).toBe('production')
    expect(env.PORT).toBe('5000')
  })
})
