import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
  return hash(password, OPTIONS)
}

export function verifyPassword(hashed: string, password: string) {
  return verify(hashed, password).catch(() => false)
}
