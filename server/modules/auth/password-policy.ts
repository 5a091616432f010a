import { readFileSync } from 'node:fs'
import { AppError } from '../../errors.ts'

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.trim().toLowerCase()),
)

/** Length is checked by the contract's zod schema; this adds what a schema cannot know. */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (COMMON.has(password.toLowerCase())) {
    throw new AppError('VALIDATION_FAILED', [{ field, key: 'auth.password_common' }])
  }
}
