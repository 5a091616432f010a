import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { isLoopbackHost, runModeNotice } from './run-mode.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://mail.looktag.example:587',
}

describe('runModeNotice', () => {
  it('warns loudly that development mode is for this machine only', () => {
    const notice = runModeNotice(loadConfig({ DATA_DIR: '/srv/looktag' }))
    expect(notice.level).toBe('warn')
    expect(notice.lines).toHaveLength(1)
    expect(notice.lines[0]).toMatch(/^DEVELOPMENT MODE: for trying Looktag on this machine/)
    expect(notice.lines[0]).toContain('answer only requests from this machine')
    expect(notice.lines[0]).toContain('/srv/looktag/jwt-secret')
    expect(notice.lines[0]).toContain('NODE_ENV=production')
  })

  it('adds a second warning when development mode listens beyond loopback', () => {
    const notice = runModeNotice(loadConfig({ HOST: '0.0.0.0' }))
    expect(notice.lines[1]).toMatch(/^HOST=0\.0\.0\.0: this development instance is reachable from other machines/)
  })

  it('says what production leaves out and whose forwarding headers it believes', () => {
    const plain = runModeNotice(loadConfig(PRODUCTION))
    expect(plain.level).toBe('info')
    expect(plain.lines[0]).toMatch(/^PRODUCTION MODE .*no dev mailbox, no test checkout; X-Forwarded-\* ignored .*API docs off/)
    const proxied = runModeNotice(loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.2', HOST: '0.0.0.0' }))
    expect(proxied.lines).toHaveLength(1)
    expect(proxied.lines[0]).toContain('believed from 10.0.0.2')
  })

  it('warns when production keeps mail as files because the operator chose the outbox', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION
    const notice = runModeNotice(loadConfig({ ...withoutMail, MAIL_TRANSPORT: 'outbox', DATA_DIR: '/srv/looktag' }))
    expect(notice.level).toBe('warn')
    expect(notice.lines[1]).toBe(
      'MAIL_TRANSPORT=outbox: mail is written as .eml files to /srv/looktag/outbox and sent to nobody. Set SMTP_URL to deliver it.',
    )
  })
})

describe('isLoopbackHost', () => {
  it('knows loopback names and addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '128.0.0.1', 'example.com']) expect(isLoopbackHost(host)).toBe(false)
  })
})
