import type { Config } from './config.ts'
import { isLoopbackAddress } from './plugins/local-only.ts'

type ModeConfig = Pick<
  Config,
  'production' | 'host' | 'port' | 'publicUrl' | 'jwtSecretFile' | 'trustProxy' | 'apiDocs' | 'demoContent' | 'mail'
>

/** `localhost` and loopback addresses: only this machine can connect. */
export function isLoopbackHost(host: string) {
  return host === 'localhost' || isLoopbackAddress(host)
}

/**
 * The lines logged on start, saying which mode runs and what that means for who can reach what
 * (docs/decisions/0007-run-modes.md). Development is loud on purpose: it must never be mistaken
 * for a deployment.
 */
export function runModeNotice(config: ModeConfig): { level: 'info' | 'warn'; lines: string[] } {
  const docs = config.apiDocs ? 'API docs at /api/docs' : 'API docs off'
  if (config.production) {
    const proxies = config.trustProxy
      ? `X-Forwarded-* believed from ${config.trustProxy.join(', ')}`
      : 'X-Forwarded-* ignored (TRUST_PROXY unset)'
    const lines = [
      `PRODUCTION MODE on ${config.host}:${config.port} for ${config.publicUrl}: no demo content, no dev mailbox, no test checkout; ${proxies}; ${docs}.`,
    ]
    if (config.mail.transport === 'smtp') return { level: 'info', lines }
    lines.push(
      `MAIL_TRANSPORT=outbox: mail is written as .eml files to ${config.mail.outboxDir} and sent to nobody. Set SMTP_URL to deliver it.`,
    )
    return { level: 'warn', lines }
  }
  const lines = [
    `DEVELOPMENT MODE: for trying Looktag on this machine with its embedded defaults, not for a server. ${
      config.demoContent ? 'Demo accounts have published passwords; ' : ''
    }the dev mailbox (/dev/mailbox) and the test checkout answer only requests from this machine; ${
      config.jwtSecretFile ? `sessions are signed with the secret in ${config.jwtSecretFile}; ` : ''
    }${docs}. To deploy, set NODE_ENV=production (see SECURITY.md).`,
  ]
  if (!isLoopbackHost(config.host)) {
    lines.push(
      `HOST=${config.host}: this development instance is reachable from other machines, and so are its demo accounts. Use NODE_ENV=production for anything others can reach.`,
    )
  }
  return { level: 'warn', lines }
}
