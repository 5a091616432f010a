import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'

/** Names that can only reach this machine: a DNS name an attacker controls never resolves to them for the browser's origin. */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The hostname of a Host header (`example.com:8080` → `example.com`, `[::1]:3000` → `[::1]`), lower case. */
export function hostnameOf(host: string) {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')
  return name.toLowerCase()
}

/**
 * Whether a request addressed to `host` is for this app: PUBLIC_URL's host (with its port), and
 * outside production also a loopback name on any port (`localhost:5173`, tests' `localhost:80`).
 * Any other name is DNS rebinding or a misrouted request.
 */
export function hostAllowed(host: string | undefined, publicUrl: string, production: boolean) {
  if (!host) return false
  const expected = new URL(publicUrl).host
  if (host.toLowerCase() === expected) return true
  return !production && LOOPBACK_HOSTNAMES.has(hostnameOf(host))
}

/**
 * Requests whose Host (X-Forwarded-Host from a TRUST_PROXY proxy) is not this app's are refused
 * before anything else reads them. Liveness and readiness stay open to any name: balancers probe
 * by address, and they tell nothing and change nothing.
 */
export const hostCheck = fp(
  async (app, opts: { publicUrl: string; production: boolean }) => {
    app.addHook('onRequest', async (req) => {
      if (hostAllowed(req.host, opts.publicUrl, opts.production)) return
      if (req.url === '/api/health' || req.url.startsWith('/api/health/') || req.url.startsWith('/api/health?')) return
      throw new AppError('HOST_NOT_ALLOWED')
    })
  },
  { name: 'host-check', dependencies: ['errors'] },
)
