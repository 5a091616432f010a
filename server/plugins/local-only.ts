import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Guard for development conveniences (dev mailbox, test checkout): 404 unless `isLocalDevClient`. */
    requireLocalDevClient: (req: FastifyRequest) => Promise<void>
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports IPv4 peers). */
export function isLoopbackAddress(address: string | undefined) {
  if (!address) return false
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4)
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const

/**
 * Whether the development conveniences may answer this request: never in production, and
 * otherwise only to a client on this machine, judged by the socket's address (never by headers,
 * which any client can write; TRUST_PROXY does not change this). A request that carries forwarding
 * headers came through a proxy — which may well run on this machine and connect from loopback —
 * so it counts as remote: headers can take access away, never grant it.
 */
export function isLocalDevClient(req: FastifyRequest, production: boolean) {
  if (production) return false
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  return isLoopbackAddress(req.raw.socket?.remoteAddress)
}

/** Offers `app.requireLocalDevClient` (see isLocalDevClient); the refusal looks like a missing route. */
export const localOnly = fp(
  async (app, opts: { production: boolean }) => {
    app.decorate('requireLocalDevClient', async (req: FastifyRequest) => {
      if (!isLocalDevClient(req, opts.production)) throw new AppError('ROUTE_NOT_FOUND')
    })
  },
  { name: 'local-only', dependencies: ['errors'] },
)
